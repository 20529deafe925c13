import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { type Contract, contracts, personnel } from '../../db/schema';

/** A contract with whose it is. */
export type ContractListing = Contract & { name: string; lastName: string };

/** The statuses of a contract in force, which a desvinculación ends; one vigente per person (contracts_one_vigente_idx). */
export const IN_FORCE = ['vigente', 'suspendido'] as const;

export const createContractsRepository = (db: Database) => {
  const table = createTenantTable(db, contracts, { company: 'companyId', building: 'buildingId' });

  /** The latest start first, as a payroll looks for the current one. */
  const select = async (scope: Scope, condition: SQL, q: Queryable = db): Promise<ContractListing[]> => {
    const rows = await q
      .select({ contract: contracts, name: personnel.name, lastName: personnel.lastName })
      .from(contracts)
      .innerJoin(personnel, eq(personnel.id, contracts.personnelId))
      .where(table.where(scope, condition))
      .orderBy(desc(contracts.startDate), desc(contracts.id));
    return rows.map((row) => ({ ...row.contract, name: row.name, lastName: row.lastName }));
  };

  return {
    table,
    listOfBuilding: (scope: Scope, buildingId: number) => select(scope, eq(contracts.buildingId, buildingId)),
    find: async (scope: Scope, id: number, q: Queryable = db) =>
      (await select(scope, eq(contracts.id, id), q))[0] ?? null,
    /** A person's contracts in force (vigente or suspendido), the oldest first. */
    inForceOf: (personnelId: number, q: Queryable = db) =>
      q
        .select()
        .from(contracts)
        .where(and(eq(contracts.personnelId, personnelId), inArray(contracts.status, [...IN_FORCE])))
        .orderBy(asc(contracts.startDate), asc(contracts.id)),
    /**
     * Whether the person has a contract in force (vigente or suspendido: a suspended contract still binds): a second
     * one is refused. The database's last word is contracts_one_vigente_idx.
     */
    hasInForce: async (personnelId: number, q: Queryable = db) =>
      (
        await q
          .select({ id: contracts.id })
          .from(contracts)
          .where(and(eq(contracts.personnelId, personnelId), inArray(contracts.status, [...IN_FORCE])))
      ).length > 0,
    lock: (tx: Queryable, id: number) => tx.execute(sql`select id from contracts where id = ${id} for update`),
  };
};
