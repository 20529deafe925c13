import { index, integer, pgTable, unique, varchar } from 'drizzle-orm/pg-core';
import { apartments } from './apartments';
import { createdAtColumn, idColumn, tenantColumns, updatedAtColumn } from './columns';
import { votingDetails } from './voting-details';
import { votings } from './votings';

/** A unit's vote in a voting: one per unit, which the count adds up by heads and by coefficient. */
export const votingVotes = pgTable(
  'voting_votes',
  {
    id: idColumn(),
    ...tenantColumns(),
    votingId: integer('voting_id')
      .notNull()
      .references(() => votings.id, { onDelete: 'cascade' }),
    apartmentId: integer('apartment_id')
      .notNull()
      .references(() => apartments.id, { onDelete: 'cascade' }),
    detailId: integer('detail_id')
      .notNull()
      .references(() => votingDetails.id, { onDelete: 'cascade' }),
    /** Who cast it, when a proxy did. */
    castBy: varchar('cast_by', { length: 120 }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('voting_votes_tenant_idx').on(table.companyId, table.buildingId),
    unique('voting_votes_unit_unique').on(table.votingId, table.apartmentId),
  ],
);

export type VotingVote = typeof votingVotes.$inferSelect;
