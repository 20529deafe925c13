/**
 * Gastos comunes at the size of a large complejo: 2,000 units (one in ten rented, billed to its tenant apart) with
 * 24 months of history, each month opened, given its expenses, paid by most accounts and closed through the calls
 * themselves. Measures, as an administrator through the server (app.inject, answer cache off so every call runs its
 * handler; from the request to the whole answer received, which the harness does not parse):
 *
 * - closing a month (POST /commonexpenses/close): each of the 24, goal ≤ 2 s;
 * - the statements of a month (GET /commonexpenses/detail/{id}, ~2,200 rows): p99 of 100 calls, goal ≤ 100 ms;
 * - Deuda (GET /commonexpenses/debt/{id}, every account replayed to today): p99 of 20 calls, goal ≤ 300 ms.
 *
 * Prints the figures and exits with 1 when a goal is missed. In-memory PGlite, or PostgreSQL with DATABASE_URL (a
 * database of its own, dropped at the end):
 *
 *   npx tsx packages/server/bench/common-expenses.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/common-expenses.ts
 */
import { addPeriods, contract, montevideoToday, periodOf } from '@horizontal/domain';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { createEmbeddedStatistics } from '../src/db/embedded-statistics';
import { commonExpenseDetails, payments } from '../src/db/schema';
import { largeComplejo } from './large-complejo';

const UNITS = 2_000;
const MONTHS = Number(process.env.MONTHS ?? 24);
const goals = { closeMs: 2_000, detailP99Ms: 100, debtP99Ms: 300 };
const calls = contract.commonExpenses;

const { app, database, login, complejo, headers, close } = await largeComplejo(
  'Complejo de Prueba de Gastos Comunes',
  UNITS,
);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  const { db } = database;
  const call = async (definition: (typeof calls)[keyof typeof calls], options: { id?: number; body?: unknown }) => {
    const res = await app.inject({
      method: definition.method,
      url: `/api${definition.path.replace('{id}', String(options.id ?? ''))}`,
      headers,
      payload: options.body as object | undefined,
    });
    if (res.statusCode !== 200) throw new Error(`${definition.name}: ${res.body}`);
    return res.json();
  };
  /**
   * A timed read: from the request to the whole answer received, as a client's network would see it. The answer is
   * not parsed here: parsing 600 KB of JSON is the client's time, not the server's.
   */
  const answered = async (definition: (typeof calls)[keyof typeof calls], id: number) => {
    const res = await app.inject({ method: 'GET', url: `/api${definition.path.replace('{id}', String(id))}`, headers });
    if (res.statusCode !== 200 || res.rawPayload.length < 100) throw new Error(`${definition.name}: ${res.payload}`);
  };
  await call(calls.saveSettings, {
    body: {
      buildingId: complejo.id,
      dueDay: 10,
      reserveFundBasisPoints: 1_000,
      billTenants: true,
      lateFeeRule: 'ley-19604',
    },
  });

  const first = addPeriods(periodOf(montevideoToday()), -MONTHS);
  const closeTimes: number[] = [];
  let last = 0;
  let reference = 0;
  const started = performance.now();
  for (let month = 0; month < MONTHS; month += 1) {
    const period = addPeriods(first, month);
    const { commonExpense } = await call(calls.create, { body: { buildingId: complejo.id, period } });
    last = commonExpense.id;
    await call(calls.createMovement, {
      body: {
        commonExpenseId: last,
        movements: [
          { date: `${period}-05`, type: 'egreso', category: 'Sueldos', description: 'Sueldos', amount: 96_000_000 },
          { date: `${period}-12`, type: 'egreso', category: 'Servicios', description: 'UTE y OSE', amount: 31_999_999 },
        ],
      },
    });
    // The month's payments, written as confirming them does (the statement's payments and balance, and a payment
    // row), in one statement each: 2,000 confirmations through the call would measure the loop, not the ledger.
    // One account in twelve never pays, one in ten pays half.
    const statements = await db
      .select()
      .from(commonExpenseDetails)
      .where(eq(commonExpenseDetails.commonExpenseId, last));
    const paid = statements
      .map((row, index) => ({
        row,
        amount:
          row.prevBalanceCents <= 0 || index % 12 === 0
            ? 0
            : index % 10 === 0
              ? Math.floor(row.prevBalanceCents / 2)
              : row.prevBalanceCents,
      }))
      .filter((payment) => payment.amount > 0);
    for (let start = 0; start < paid.length; start += 1_000) {
      const slice = paid.slice(start, start + 1_000);
      await db.insert(payments).values(
        slice.map(({ row, amount }, index) => ({
          companyId: row.companyId,
          buildingId: row.buildingId,
          detailId: row.id,
          apartmentId: row.apartmentId,
          payer: row.payer,
          amountCents: amount,
          paidOn: `${period}-08`,
          reference: `BENCH-${reference + start + index}`,
          status: 'confirmado',
          confirmedAt: new Date(),
          confirmedBy: login!.id,
        })),
      );
    }
    reference += paid.length;
    await db.execute(sql`
      update common_expense_details d set payments_cents = p.total, balance_cents = d.prev_balance_cents - p.total,
        total_debt_cents = d.prev_balance_cents - p.total + d.total_period_cents
      from (select detail_id, sum(amount_cents)::int as total from payments where building_id = ${complejo.id}
        group by detail_id) p
      where d.id = p.detail_id and d.common_expense_id = ${last}`);
    const before = performance.now();
    await call(calls.close, { body: { commonExpenseId: last } });
    closeTimes.push(performance.now() - before);
  }
  const built = performance.now() - started;
  // The planner's statistics that a database in use has by now: autovacuum's on PostgreSQL, and on PGlite the pass
  // the server makes at start and every five minutes after writes (db/embedded-statistics.ts), which this run is too
  // short to reach on its own.
  await createEmbeddedStatistics(database, { intervalMs: 0, log: pino({ level: 'silent' }) }).refresh();
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(commonExpenseDetails)
    .where(and(eq(commonExpenseDetails.buildingId, complejo.id)));

  const timed = async (times: number, run: () => Promise<unknown>) => {
    const durations: number[] = [];
    for (let index = 0; index < times; index += 1) {
      const before = performance.now();
      await run();
      durations.push(performance.now() - before);
    }
    return durations;
  };
  await timed(10, () => answered(calls.detail, last));
  const detail = await timed(100, () => answered(calls.detail, last));
  const detailRows = (await call(calls.detail, { id: last })).commonExpensesDetail.length;
  await timed(3, () => answered(calls.debt, complejo.id));
  const debt = await timed(20, () => answered(calls.debt, complejo.id));
  const debtRows = (await call(calls.debt, { id: complejo.id })).debt.rows.length;

  const figures = {
    closeMax: Math.max(...closeTimes),
    closeLast: closeTimes.at(-1)!,
    detailP99: percentile(detail, 99),
    debtP99: percentile(debt, 99),
  };
  console.log(
    `Base de datos: ${database.kind}; ${UNITS} unidades, ${MONTHS} meses, ${rows[0]!.n} estados de cuenta (armado en ${(built / 1000).toFixed(1)} s)`,
  );
  console.log(
    `Cierre de un mes: p50 ${ms(percentile(closeTimes, 50))}, máximo ${ms(figures.closeMax)}, el último ${ms(figures.closeLast)} (meta ≤ ${goals.closeMs} ms)`,
  );
  console.log(
    `Detalle de un mes (${detailRows} filas): p50 ${ms(percentile(detail, 50))}, p99 ${ms(figures.detailP99)} (meta ≤ ${goals.detailP99Ms} ms)`,
  );
  console.log(
    `Deuda (${debtRows} cuentas): p50 ${ms(percentile(debt, 50))}, p99 ${ms(figures.debtP99)} (meta ≤ ${goals.debtP99Ms} ms)`,
  );
  const missed =
    figures.closeMax > goals.closeMs || figures.detailP99 > goals.detailP99Ms || figures.debtP99 > goals.debtP99Ms;
  if (missed) {
    console.log('No se cumplen las metas.');
    process.exitCode = 1;
  }
} finally {
  await close();
}
