import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { commonExpenseDetails, commonExpenses, movements, payments } from '../../db/schema';

/** A complejo, as the caller's scope found it: every read below stays inside its company too. */
type Complejo = { id: number; companyId: number };

/**
 * What Contabilidad's year account is computed from (the domain's yearAccountOf): the complejo's movements and
 * confirmed payments up to the year's end (earlier years make the opening balance), and what the year's issued
 * statements billed for the reserve fund.
 */
export const createYearAccountRepository = (db: Database) => ({
  sourcesOf: async (complejo: Complejo, year: number) => {
    const end = `${year}-12-31`;
    const [moved, paid, reserve] = await Promise.all([
      db
        .select({
          date: movements.date,
          type: movements.type,
          category: movements.category,
          amount: movements.amountCents,
        })
        .from(movements)
        .where(
          and(
            eq(movements.companyId, complejo.companyId),
            eq(movements.buildingId, complejo.id),
            lte(movements.date, end),
          ),
        )
        .orderBy(asc(movements.date), asc(movements.id)),
      db
        .select({ paidOn: payments.paidOn, amount: payments.amountCents })
        .from(payments)
        .where(
          and(
            eq(payments.companyId, complejo.companyId),
            eq(payments.buildingId, complejo.id),
            eq(payments.status, 'confirmado'),
            lte(payments.paidOn, end),
          ),
        ),
      // A draft month's figures are not billed yet: only issued (closed) statements count.
      db
        .select({
          period: commonExpenses.period,
          amount: sql<number>`sum(${commonExpenseDetails.reserveFundCents})::int`,
        })
        .from(commonExpenseDetails)
        .innerJoin(commonExpenses, eq(commonExpenses.id, commonExpenseDetails.commonExpenseId))
        .where(
          and(
            eq(commonExpenses.companyId, complejo.companyId),
            eq(commonExpenses.buildingId, complejo.id),
            ne(commonExpenses.status, 'borrador'),
            gte(commonExpenses.period, `${year}-01`),
            lte(commonExpenses.period, `${year}-12`),
          ),
        )
        .groupBy(commonExpenses.period),
    ]);
    return {
      movements: moved.map((row) => ({ ...row, type: row.type as 'ingreso' | 'egreso' })),
      payments: paid,
      reserveFundBilled: reserve,
    };
  },

  /** The years that have a gastos comunes period, newest first. */
  yearsOf: async (complejo: Complejo) =>
    (
      await db
        .selectDistinct({ year: sql<number>`substring(${commonExpenses.period}, 1, 4)::int` })
        .from(commonExpenses)
        .where(and(eq(commonExpenses.companyId, complejo.companyId), eq(commonExpenses.buildingId, complejo.id)))
        .orderBy(desc(sql`1`))
    ).map((row) => row.year),
});

export type YearAccountRepository = ReturnType<typeof createYearAccountRepository>;
