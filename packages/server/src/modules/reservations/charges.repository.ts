import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { Scope } from '../../core/tenant/scope';
import { createTenantTable } from '../../core/tenant/tenant-table';
import type { Database, Queryable } from '../../db/client';
import { commonAreaCharges, commonExpenses } from '../../db/schema';

/** A booking as its charge needs it. */
export type Charged = { id: number; companyId: number; buildingId: number; apartmentId: number };

/**
 * The charges bookings leave on their unit's month (common_area_charges), which the gastos comunes closing of that
 * month reads into each statement's `commonAreas`. A month is open until its period is closed; one with no period
 * yet (a month ahead) is open too.
 */
export const createChargesRepository = (db: Database) => {
  const table = createTenantTable(db, commonAreaCharges, { company: 'companyId', building: 'buildingId' });

  return {
    /**
     * Whether the complejo's month still takes charges, reading its period under a share lock: a closing of that
     * month (which locks it to write) waits for this transaction, or this one waits and reads it closed.
     */
    isOpen: async (tx: Queryable, buildingId: number, period: string) => {
      const [row] = await tx
        .select({ status: commonExpenses.status })
        .from(commonExpenses)
        .where(and(eq(commonExpenses.buildingId, buildingId), eq(commonExpenses.period, period)))
        .for('share');
      return row === undefined || row.status === 'borrador';
    },

    add: (scope: Scope, tx: Queryable, reserve: Charged, charge: { period: string; amount: number }) =>
      table.insert(
        scope,
        {
          companyId: reserve.companyId,
          buildingId: reserve.buildingId,
          apartmentId: reserve.apartmentId,
          period: charge.period,
          amountCents: charge.amount,
          reserveId: reserve.id,
        },
        tx,
      ),

    /**
     * Takes a booking's charge off its month: its own row, or, for a booking charged before charges named their
     * booking (a unit's month summed in one row), its amount off that sum. Answers whether something was taken.
     */
    remove: async (scope: Scope, tx: Queryable, reserve: Charged, charge: { period: string; amount: number }) => {
      const [own] = await tx
        .select({ id: commonAreaCharges.id })
        .from(commonAreaCharges)
        .where(eq(commonAreaCharges.reserveId, reserve.id));
      if (own) return (await table.remove(scope, own.id, tx)) !== null;
      const [summed] = await tx
        .select({ id: commonAreaCharges.id, amountCents: commonAreaCharges.amountCents })
        .from(commonAreaCharges)
        .where(
          and(
            eq(commonAreaCharges.buildingId, reserve.buildingId),
            eq(commonAreaCharges.apartmentId, reserve.apartmentId),
            eq(commonAreaCharges.period, charge.period),
            isNull(commonAreaCharges.reserveId),
            gte(commonAreaCharges.amountCents, charge.amount),
          ),
        )
        .orderBy(desc(commonAreaCharges.amountCents))
        .limit(1);
      if (!summed) return false;
      if (summed.amountCents === charge.amount) return (await table.remove(scope, summed.id, tx)) !== null;
      return (await table.update(scope, summed.id, { amountCents: summed.amountCents - charge.amount }, tx)) !== null;
    },

    /** A booking's own charge, if it has one. */
    of: async (reserveId: number, q: Queryable = db) =>
      (await q.select().from(commonAreaCharges).where(eq(commonAreaCharges.reserveId, reserveId)))[0] ?? null,
  };
};

export type ChargesRepository = ReturnType<typeof createChargesRepository>;
