import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { votingDetails, votings, votingVotes } from '../../db/schema';

/** Votings, their options and each unit's vote: every read within the caller's scope. */
export const createVotingsRepository = (db: Database) => {
  const table = createTenantTable(db, votings, { company: 'companyId', building: 'buildingId' });
  const detailsTable = createTenantTable(db, votingDetails, { company: 'companyId', building: 'buildingId' });

  const detailsOf = (votingIds: number[], q: Queryable = db) =>
    votingIds.length === 0
      ? Promise.resolve([])
      : q
          .select()
          .from(votingDetails)
          .where(inArray(votingDetails.votingId, votingIds))
          .orderBy(asc(votingDetails.position), asc(votingDetails.id));

  const votesOf = (votingIds: number[], q: Queryable = db) =>
    votingIds.length === 0
      ? Promise.resolve([])
      : q.select().from(votingVotes).where(inArray(votingVotes.votingId, votingIds));

  return {
    table,
    details: detailsTable,
    listOfBuilding: (scope: Scope, buildingId: number) =>
      table.list(scope, eq(votings.buildingId, buildingId), [desc(votings.startDate), desc(votings.id)]),
    find: table.find,
    /** Locks the voting's row: its status, options and votes change one writer at a time. */
    lock: (tx: Queryable, id: number) =>
      tx.select({ id: votings.id }).from(votings).where(eq(votings.id, id)).for('no key update'),
    detailsOf,
    votesOf,
    findDetail: detailsTable.find,
    /** Replaces the votes of some units: their previous votes go, the new ones (if any) come. */
    replaceVotes: async (
      tx: Queryable,
      voting: { id: number; companyId: number; buildingId: number },
      apartmentIds: number[],
      votes: { apartmentId: number; detailId: number; castBy: string | null }[],
    ) => {
      await tx
        .delete(votingVotes)
        .where(and(eq(votingVotes.votingId, voting.id), inArray(votingVotes.apartmentId, apartmentIds)));
      if (votes.length === 0) return;
      await tx.insert(votingVotes).values(
        votes.map((vote) => ({
          companyId: voting.companyId,
          buildingId: voting.buildingId,
          votingId: voting.id,
          ...vote,
        })),
      );
    },
  };
};

export type VotingsRepository = ReturnType<typeof createVotingsRepository>;
