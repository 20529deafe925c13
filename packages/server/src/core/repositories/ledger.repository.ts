import type { CommonExpenseDetail, Payer, StatementFigures } from '@horizontal/domain';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import {
  apartments,
  buildings,
  closures,
  commonAreaCharges,
  commonExpenseDetails,
  commonExpenses,
  companies,
  movements,
  payments,
  residentApartments,
  residents,
  towers,
  users,
} from '../../db/schema';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';
import { readAll } from './reads';

export type Period = typeof commonExpenses.$inferSelect;
export type Statement = typeof commonExpenseDetails.$inferSelect;
export type MovementValues = Required<
  Pick<typeof movements.$inferInsert, 'date' | 'type' | 'category' | 'description' | 'amountCents'>
>;

/** A period with what its movements and statements add up to. */
export type PeriodListing = Period & {
  income: number;
  expense: number;
  units: number;
  commonExpenses: number;
  extraFee: number;
  totalPeriod: number;
  payments: number;
  totalDebt: number;
};

/** A statement in the contract's shape: its unit's number and tower, and the names of its owner and of whom it bills. */
export type StatementListing = CommonExpenseDetail;

/** A statement as listStatements reads it: ids, unit, payer, the ten figures, document key and when it was sent. */
type StatementTuple = [number, number, number, string, string | null, string, ...(number | string | null)[]];

/** What execute answers for one row of JSON texts (both drivers answer { rows }). */
type JsonRows<Name extends string> = { rows: Record<Name, string | null>[] };

/** The accounts whose ledger historyOf reads: all, or one. */
export type HistoryOf = 'all' | { apartmentId: number; payer: Payer };

/** The columns of a statement the ledger computes, by the names of the domain's figures. */
export const figureColumns = {
  prevBalance: 'prev_balance_cents',
  payments: 'payments_cents',
  balance: 'balance_cents',
  surcharge: 'surcharge_cents',
  commonExpenses: 'common_expenses_cents',
  extraFee: 'extra_fee_cents',
  reserveFound: 'reserve_fund_cents',
  commonAreas: 'common_areas_cents',
  totalPeriod: 'total_period_cents',
  totalDebt: 'total_debt_cents',
} as const satisfies Record<keyof StatementFigures, string>;

export const figuresOf = (row: Statement): StatementFigures => ({
  prevBalance: row.prevBalanceCents,
  payments: row.paymentsCents,
  balance: row.balanceCents,
  surcharge: row.surchargeCents,
  commonExpenses: row.commonExpensesCents,
  extraFee: row.extraFeeCents,
  reserveFound: row.reserveFundCents,
  commonAreas: row.commonAreasCents,
  totalPeriod: row.totalPeriodCents,
  totalDebt: row.totalDebtCents,
});

export const figureValues = (figures: StatementFigures) => ({
  prevBalanceCents: figures.prevBalance,
  paymentsCents: figures.payments,
  balanceCents: figures.balance,
  surchargeCents: figures.surcharge,
  commonExpensesCents: figures.commonExpenses,
  extraFeeCents: figures.extraFee,
  reserveFundCents: figures.reserveFound,
  commonAreasCents: figures.commonAreas,
  totalPeriodCents: figures.totalPeriod,
  totalDebtCents: figures.totalDebt,
});

const tenantKeys = { company: 'companyId', building: 'buildingId' } as const;

const accountKey = (apartmentId: number, payer: string) => `${apartmentId}:${payer}`;

/** The newest statement of each account, of those read. */
const latestOfEach = <Row extends { apartmentId: number; payer: string; period: string }>(rows: readonly Row[]) => {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    const known = latest.get(accountKey(row.apartmentId, row.payer));
    if (!known || known.period < row.period) latest.set(accountKey(row.apartmentId, row.payer), row);
  }
  return [...latest.values()];
};

/** A sum of a cents column as a JavaScript number (PostgreSQL answers bigint sums as text). */
const total = (column: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::float8`;

export const createLedgerRepository = (db: Database) => {
  const periods = createTenantTable(db, commonExpenses, tenantKeys);
  const statements = createTenantTable(db, commonExpenseDetails, tenantKeys);
  const movementRows = createTenantTable(db, movements, tenantKeys);
  const closureRows = createTenantTable(db, closures, tenantKeys);
  const paymentRows = createTenantTable(db, payments, tenantKeys);

  /** What the periods' movements and statements add up to, each grouped in one query. */
  const withSums = async (rows: Period[], q: Queryable = db): Promise<PeriodListing[]> => {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [moved, billed] = await readAll(db, q, [
      () =>
        q
          .select({
            id: movements.commonExpenseId,
            income: total(sql`case when ${movements.type} = 'ingreso' then ${movements.amountCents} end`),
            expense: total(sql`case when ${movements.type} = 'egreso' then ${movements.amountCents} end`),
          })
          .from(movements)
          .where(inArray(movements.commonExpenseId, ids))
          .groupBy(movements.commonExpenseId),
      () =>
        q
          .select({
            id: commonExpenseDetails.commonExpenseId,
            units: sql<number>`count(*)::int`,
            commonExpenses: total(commonExpenseDetails.commonExpensesCents),
            extraFee: total(commonExpenseDetails.extraFeeCents),
            totalPeriod: total(commonExpenseDetails.totalPeriodCents),
            payments: total(commonExpenseDetails.paymentsCents),
            totalDebt: total(commonExpenseDetails.totalDebtCents),
          })
          .from(commonExpenseDetails)
          .where(inArray(commonExpenseDetails.commonExpenseId, ids))
          .groupBy(commonExpenseDetails.commonExpenseId),
    ] as const);
    const movedOf = new Map(moved.map((row) => [row.id, row]));
    const billedOf = new Map(billed.map((row) => [row.id, row]));
    return rows.map((row) => {
      const m = movedOf.get(row.id);
      const b = billedOf.get(row.id);
      return {
        ...row,
        income: Number(m?.income ?? 0),
        expense: Number(m?.expense ?? 0),
        units: b?.units ?? 0,
        commonExpenses: Number(b?.commonExpenses ?? 0),
        extraFee: Number(b?.extraFee ?? 0),
        totalPeriod: Number(b?.totalPeriod ?? 0),
        payments: Number(b?.payments ?? 0),
        totalDebt: Number(b?.totalDebt ?? 0),
      };
    });
  };

  /** The active residents of the complejo who own or rent a unit, by unit: the owner's and the tenant's names. */
  const namesFrom = (text: string | null | undefined) => {
    const names = new Map<number, { owner: string | null; tenant: string | null }>();
    for (const [apartmentId, relation, name] of JSON.parse(text ?? '[]') as [number, string, string][]) {
      const unit = names.get(apartmentId) ?? { owner: null, tenant: null };
      if (relation === 'propietario') unit.owner ??= name;
      else unit.tenant ??= name;
      names.set(apartmentId, unit);
    }
    return names;
  };
  const namesJson = (buildingId: number) => sql`(
    SELECT json_agg(json_build_array(
      ${residentApartments.apartmentId}, ${residentApartments.relation}, trim(${residents.name} || ' ' || ${residents.lastName})
    ) ORDER BY ${residents.id})
    FROM ${residentApartments}
    INNER JOIN ${residents} ON ${residents.id} = ${residentApartments.residentId}
    WHERE ${residentApartments.buildingId} = ${buildingId} AND ${residents.status} = 'activo'
      AND ${residentApartments.relation} IN ('propietario', 'inquilino')
  )::text`;
  /**
   * What labels Deuda's rows, in one round trip of two JSON texts: each unit's number and tower, and the names of
   * its owner and tenant (2,000 units turned into rows and columns cost more than the query).
   */
  const labelsOf = async (buildingId: number) => {
    const texts = (
      (await db.execute(sql`
        SELECT (
          SELECT json_agg(json_build_array(${apartments.id}, ${apartments.number}, ${towers.name}))
          FROM ${apartments} LEFT JOIN ${towers} ON ${towers.id} = ${apartments.towerId}
          WHERE ${apartments.buildingId} = ${buildingId}
        )::text AS units, ${namesJson(buildingId)} AS names`)) as unknown as JsonRows<'units' | 'names'>
    ).rows[0];
    const units = (JSON.parse(texts?.units ?? '[]') as [number, string, string | null][]).map(
      ([id, number, tower]) => ({ id, number, tower }),
    );
    return { units, names: namesFrom(texts?.names) };
  };

  const billedToOf = (names: { owner: string | null; tenant: string | null } | undefined, payer: string) =>
    payer === 'inquilino' ? (names?.tenant ?? null) : (names?.owner ?? null);

  /**
   * Statements in the contract's shape, with their unit's number and tower and the names of their owner and of whom
   * they bill, as JSON texts built by PostgreSQL in one round trip (as the residents list does): a month of a large
   * complejo is 2,000 statements, and turning each row and column into a JavaScript value costs several times the
   * query, most of all on PGlite. The first row is the names; the statements follow in texts of 500 (~65 KB each):
   * one text of all 2,000 would be a string large enough to go straight to the old generation, so that every read of
   * a month would bring the next full garbage collection closer, and with it a pause of tens of milliseconds for
   * whichever call is running then. Ordered by tower, unit and owner before tenant.
   */
  const listStatements = async (scope: Scope, condition: SQL, buildingId: number, q: Queryable = db) => {
    const d = commonExpenseDetails;
    const result = (await q.execute(sql`
      WITH listed AS MATERIALIZED (
        SELECT json_build_array(
          ${d.id}, ${d.commonExpenseId}, ${d.apartmentId}, ${apartments.number}, ${towers.name}, ${d.payer},
          ${d.prevBalanceCents}, ${d.paymentsCents}, ${d.balanceCents}, ${d.surchargeCents}, ${d.commonExpensesCents},
          ${d.extraFeeCents}, ${d.reserveFundCents}, ${d.commonAreasCents}, ${d.totalPeriodCents}, ${d.totalDebtCents},
          ${d.documentKey}, to_char(${d.sentAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        ) AS statement,
        row_number() OVER (ORDER BY ${towers.name}, ${apartments.number}, ${d.payer} DESC) - 1 AS n
        FROM ${d}
        INNER JOIN ${apartments} ON ${apartments.id} = ${d.apartmentId}
        LEFT JOIN ${towers} ON ${towers.id} = ${apartments.towerId}
        WHERE ${statements.where(scope, condition)}
      )
      SELECT 0 AS part, ${namesJson(buildingId)} AS text
      UNION ALL
      SELECT 1 + n / 500, json_agg(statement ORDER BY n)::text FROM listed GROUP BY n / 500
      ORDER BY part`)) as unknown as { rows: { part: number; text: string | null }[] };
    const [namesRow, ...parts] = result.rows;
    const names = namesFrom(namesRow?.text);
    const tuples = parts.flatMap((part) => JSON.parse(part.text ?? '[]') as StatementTuple[]);
    return tuples.map(([id, commonExpenseId, apartmentId, number, tower, payer, ...figures]): StatementListing => {
      const [
        prevBalance,
        paid,
        balance,
        surcharge,
        common,
        extraFee,
        reserveFound,
        commonAreas,
        totalPeriod,
        totalDebt,
      ] = figures as number[];
      return {
        id,
        commonExpenseId,
        apartmentId,
        apartment: number,
        tower,
        owner: names.get(apartmentId)?.owner ?? null,
        payer: payer as Payer,
        billedTo: billedToOf(names.get(apartmentId), payer),
        prevBalance: prevBalance!,
        payments: paid!,
        balance: balance!,
        surcharge: surcharge!,
        commonExpenses: common!,
        extraFee: extraFee!,
        reserveFound: reserveFound!,
        commonAreas: commonAreas!,
        totalPeriod: totalPeriod!,
        totalDebt: totalDebt!,
        documentKey: figures[10] as string | null,
        sentAt: figures[11] as string | null,
      };
    });
  };

  return {
    periods,
    statements,
    findPeriod: (scope: Scope, id: number, q: Queryable = db) => periods.find(scope, id, q),
    /** The period's row, locked until the transaction ends: closing it and paying into it go one at a time. */
    lockPeriod: async (tx: Queryable, id: number): Promise<Period | null> =>
      (await tx.select().from(commonExpenses).where(eq(commonExpenses.id, id)).for('no key update'))[0] ?? null,
    /** Locks the complejo's row: two new periods of one complejo are created one at a time. */
    lockBuilding: (tx: Queryable, buildingId: number) =>
      tx.select({ id: buildings.id }).from(buildings).where(eq(buildings.id, buildingId)).for('no key update'),
    listPeriods: async (scope: Scope, buildingId: number) =>
      withSums(await periods.list(scope, eq(commonExpenses.buildingId, buildingId), [desc(commonExpenses.period)])),
    periodListing: async (scope: Scope, id: number, q: Queryable = db) => {
      const row = await periods.find(scope, id, q);
      return row ? (await withSums([row], q))[0]! : null;
    },
    /** The complejo's periods, newest first, without their sums. */
    periodsOfBuilding: (buildingId: number, q: Queryable = db) =>
      q
        .select()
        .from(commonExpenses)
        .where(eq(commonExpenses.buildingId, buildingId))
        .orderBy(desc(commonExpenses.period)),

    listStatements: (scope: Scope, period: Period, q: Queryable = db) =>
      listStatements(scope, eq(commonExpenseDetails.commonExpenseId, period.id), period.buildingId, q),
    statementListing: async (scope: Scope, statement: Statement, q: Queryable = db) =>
      (await listStatements(scope, eq(commonExpenseDetails.id, statement.id), statement.buildingId, q))[0]!,
    findStatement: (scope: Scope, id: number, q: Queryable = db) => statements.find(scope, id, q),
    statementsOfPeriod: (periodId: number, q: Queryable = db) =>
      q.select().from(commonExpenseDetails).where(eq(commonExpenseDetails.commonExpenseId, periodId)),
    labelsOf,
    billedToOf,

    /** The units of the complejo as its split sees them, with their labels. */
    unitsOf: (buildingId: number, q: Queryable = db) =>
      q
        .select({
          id: apartments.id,
          number: apartments.number,
          tower: towers.name,
          coefficient: apartments.coefficient,
        })
        .from(apartments)
        .leftJoin(towers, eq(towers.id, apartments.towerId))
        .where(eq(apartments.buildingId, buildingId))
        .orderBy(asc(apartments.id)),
    /** The units of the complejo with an active tenant (a resident whose relation is «inquilino»). */
    rentedUnits: async (buildingId: number, q: Queryable = db) =>
      new Set(
        (
          await q
            .selectDistinct({ apartmentId: residentApartments.apartmentId })
            .from(residentApartments)
            .innerJoin(residents, eq(residents.id, residentApartments.residentId))
            .where(
              and(
                eq(residentApartments.buildingId, buildingId),
                eq(residentApartments.relation, 'inquilino'),
                eq(residents.status, 'activo'),
              ),
            )
        ).map((row) => row.apartmentId),
      ),

    insertStatements: async (tx: Queryable, rows: (typeof commonExpenseDetails.$inferInsert)[]) => {
      const inserted: Statement[] = [];
      for (let start = 0; start < rows.length; start += 1_000) {
        inserted.push(
          ...(await tx
            .insert(commonExpenseDetails)
            .values(rows.slice(start, start + 1_000))
            .returning()),
        );
      }
      return inserted;
    },
    /**
     * Writes the figures of many statements in a few statements (a thousand rows each): a closure of 2,000 units
     * is one round trip per thousand, not one per unit.
     */
    writeFigures: async (tx: Queryable, rows: (StatementFigures & { id: number })[]) => {
      const names = Object.keys(figureColumns) as (keyof StatementFigures)[];
      for (let start = 0; start < rows.length; start += 1_000) {
        const slice = rows.slice(start, start + 1_000);
        const values = sql.join(
          slice.map(
            (row) =>
              sql`(${sql.join(
                [row.id, ...names.map((name) => row[name])].map((value) => sql`${value}::int`),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
        const columns = sql.raw(['id', ...names.map((name) => figureColumns[name])].join(', '));
        const assignments = sql.raw(
          names.map((name) => `${figureColumns[name]} = v.${figureColumns[name]}`).join(', '),
        );
        await tx.execute(
          sql`update common_expense_details as d set ${assignments}, updated_at = now() from (values ${values}) as v(${columns}) where d.id = v.id`,
        );
      }
    },

    movementsOf: (scope: Scope, periodId: number, q: Queryable = db) =>
      movementRows.list(scope, eq(movements.commonExpenseId, periodId), [asc(movements.date), asc(movements.id)], q),
    insertMovements: (scope: Scope, tx: Queryable, period: Period, values: readonly MovementValues[]) =>
      movementRows.insertMany(
        scope,
        values.map((row) => ({
          ...row,
          companyId: period.companyId,
          buildingId: period.buildingId,
          commonExpenseId: period.id,
          period: period.period,
        })),
        tx,
      ),
    /** The month's expenses: its «egreso» movements, added up. */
    expensesOf: async (periodId: number, q: Queryable = db) =>
      Number(
        (
          await q
            .select({ sum: total(movements.amountCents) })
            .from(movements)
            .where(and(eq(movements.commonExpenseId, periodId), eq(movements.type, 'egreso')))
        )[0]?.sum ?? 0,
      ),

    /** The common areas the units booked in the month (reservations write them). */
    commonAreaChargesOf: (buildingId: number, period: string, q: Queryable = db) =>
      q
        .select({ apartmentId: commonAreaCharges.apartmentId, amount: total(commonAreaCharges.amountCents) })
        .from(commonAreaCharges)
        .where(and(eq(commonAreaCharges.buildingId, buildingId), eq(commonAreaCharges.period, period)))
        .groupBy(commonAreaCharges.apartmentId),

    closuresOf: async (scope: Scope, buildingId: number) =>
      (
        await db
          .select({ closure: closures, closedBy: users.name })
          .from(closures)
          .leftJoin(users, eq(users.id, closures.closedBy))
          .where(closureRows.where(scope, eq(closures.buildingId, buildingId)))
          .orderBy(desc(closures.period))
      ).map((row) => ({ ...row.closure, closedByName: row.closedBy })),
    insertClosure: (scope: Scope, tx: Queryable, values: typeof closures.$inferInsert) =>
      closureRows.insert(scope, values, tx),

    /**
     * The complejo's ledger for replaying debts, in one query: what accountHistories keeps of each account (its
     * statements from its latest settling one, the domain's `settles`, and the confirmed payments recorded on them),
     * with each statement's month (period, due date, closed or not). With `upTo` (a period), the settling month is
     * sought up to it: a debt replayed to a day of the past needs what was owed then (Contabilidad's year end).
     */
    historyOf: async (buildingId: number, q: Queryable = db, of: HistoryOf = 'all', upTo?: string) => {
      const d = commonExpenseDetails;
      const ce = commonExpenses;
      // Which accounts are read: every one (a closure, Deuda) or one (a certificate: all of its unit's statements).
      const unit = of === 'all' ? null : of.apartmentId;
      const key = of === 'all' ? null : accountKey(of.apartmentId, of.payer);
      const periodsOf = (condition: SQL) =>
        sql`ARRAY(SELECT ${ce.id} FROM ${ce} WHERE ${ce.buildingId} = ${buildingId} AND ${condition})`;
      const figures = sql`${d.id} AS id, ${d.apartmentId} AS apartment_id, ${d.payer} AS payer,
        ${d.commonExpenseId} AS common_expense_id, ${d.prevBalanceCents} AS prev_balance, ${d.balanceCents} AS balance,
        ${d.surchargeCents} AS surcharge,
        ${d.commonExpensesCents} + ${d.reserveFundCents} + ${d.extraFeeCents} + ${d.commonAreasCents} AS charges`;
      // An account that pays every month settled with the last closed month: that statement and the open one are
      // all it needs. Only the accounts that did not are read further back, through the (period, unit, payer)
      // index: for 2,000 units and two years, a fifth of the 50,000 statements instead of all of them. Periods are
      // created one after another (create refuses any other), so a later period has a greater id.
      const result = (await q.execute(sql`
        WITH last_closed AS (
          SELECT coalesce((SELECT ${ce.id} FROM ${ce} WHERE ${ce.buildingId} = ${buildingId} AND ${ce.status} <> 'borrador'
            AND ${upTo === undefined ? sql`TRUE` : sql`${ce.period} <= ${upTo}`}
            ORDER BY ${ce.period} DESC LIMIT 1), 0) AS id
        ), recent AS MATERIALIZED (
          SELECT ${figures} FROM ${d}
          WHERE ${d.commonExpenseId} = ANY(${periodsOf(sql`${ce.id} >= (SELECT id FROM last_closed)`)})
            AND ${unit === null ? sql`TRUE` : sql`${d.apartmentId} = ${unit}`}
        ), settled AS (
          SELECT apartment_id, payer FROM recent
          WHERE common_expense_id = (SELECT id FROM last_closed) AND balance <= 0 AND surcharge = 0
        ), kept AS MATERIALIZED (
          SELECT * FROM recent
          UNION ALL
          SELECT ${figures} FROM ${d}
          WHERE ${d.commonExpenseId} = ANY(${periodsOf(sql`${ce.id} < (SELECT id FROM last_closed)`)})
            AND ${d.apartmentId} = ANY(${
              unit === null
                ? sql`ARRAY(SELECT r.apartment_id FROM recent r
                    WHERE NOT EXISTS (SELECT 1 FROM settled s WHERE s.apartment_id = r.apartment_id AND s.payer = r.payer))`
                : sql`ARRAY[${unit}::int]`
            })
        )
        SELECT (
          SELECT string_agg(concat_ws(',', ${ce.id}, ${ce.period}, coalesce(${ce.dueDate}::text, ''),
            (${ce.status} <> 'borrador')::int), ';')
          FROM ${ce} WHERE ${ce.buildingId} = ${buildingId}
        ) AS periods, (
          SELECT string_agg(concat_ws(',', k.id, k.apartment_id, k.payer, k.common_expense_id, k.prev_balance,
            k.balance, k.surcharge, k.charges), ';')
          FROM kept k
        ) AS statements, (
          SELECT string_agg(concat_ws(',', ${payments.apartmentId}, ${payments.payer}, ${payments.paidOn},
            ${payments.amountCents}, k.common_expense_id), ';')
          FROM ${payments}
          INNER JOIN kept k ON k.id = ${payments.detailId}
          WHERE ${payments.buildingId} = ${buildingId} AND ${payments.status} = 'confirmado'
        ) AS payments`)) as unknown as JsonRows<'periods' | 'statements' | 'payments'>;
      const texts = result.rows[0];
      const rowsOf = (text: string | null | undefined) => (text ? text.split(';').map((row) => row.split(',')) : []);
      // A period's month is read once, not once for each of its 2,000 statements.
      const periodOf = new Map(
        rowsOf(texts?.periods).map(([id, period, dueDate, closed]) => [
          Number(id),
          // A period always has its due date (create fills it from the settings); its first day stands in.
          { period: period!, dueDate: dueDate || `${period}-01`, closed: closed === '1' },
        ]),
      );
      const chosen = <Row extends { apartmentId: number; payer: string }>(row: Row) =>
        // A unit's owner may owe while its tenant does not: only the account chosen.
        key === null || accountKey(row.apartmentId, row.payer) === key;
      const statements = rowsOf(texts?.statements)
        .map(([id, apartmentId, payer, periodId, prevBalance, balance, surcharge, charges]) => ({
          id: Number(id),
          apartmentId: Number(apartmentId),
          payer: payer as Payer,
          ...periodOf.get(Number(periodId))!,
          prevBalance: Number(prevBalance),
          balance: Number(balance),
          surcharge: Number(surcharge),
          charges: Number(charges),
        }))
        .filter(chosen);
      return {
        statements,
        /** Each account's latest statement: the one Deuda shows it by and its certificate is asked by. */
        latest: latestOfEach(statements),
        payments: rowsOf(texts?.payments)
          .map(([apartmentId, payer, paidOn, amount, periodId]) => ({
            apartmentId: Number(apartmentId),
            payer: payer as Payer,
            paidOn: paidOn!,
            amount: Number(amount),
            period: periodOf.get(Number(periodId))!.period,
          }))
          .filter(chosen),
      };
    },

    paymentOfReference: async (buildingId: number, reference: string, q: Queryable = db) =>
      (
        await q
          .select()
          .from(payments)
          .where(and(eq(payments.buildingId, buildingId), eq(payments.reference, reference)))
      )[0] ?? null,
    insertPayment: (scope: Scope, tx: Queryable, values: typeof payments.$inferInsert) =>
      paymentRows.insert(scope, values, tx),

    /** The names a certificate is headed with. */
    namesOfBuilding: async (buildingId: number) =>
      (
        await db
          .select({ building: buildings.name, company: companies.name })
          .from(buildings)
          .innerJoin(companies, eq(companies.id, buildings.companyId))
          .where(eq(buildings.id, buildingId))
      )[0]!,
  };
};

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
