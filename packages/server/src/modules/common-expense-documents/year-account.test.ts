import { COLLECTED_CATEGORY, contract, montevideoToday, type YearAccount } from '@horizontal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, commonExpenses, movements, payments } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.commonExpenseDocuments;
const [, admin, adminB] = demoLogins;
const today = montevideoToday();
const thisYear = Number(today.slice(0, 4));
let t: TestApp;
let asAdmin: Record<string, string>;
let parque: typeof buildings.$inferSelect;

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  [parque] = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'))) as [
    typeof buildings.$inferSelect,
  ];
});
afterAll(() => t.close());

const accountOf = async (year: number, headers = asAdmin, id = parque.id) =>
  t.call(calls.yearAccount, { headers, params: { id, year } });

/** A sum straight from the tables, to hold the account against. */
const summed = async (rows: Promise<{ total: number | null }[]>) => (await rows)[0]?.total ?? 0;
const movedIn = (type: 'ingreso' | 'egreso', from: string, to: string) =>
  summed(
    t.db
      .select({ total: sql<number>`sum(${movements.amountCents})::int` })
      .from(movements)
      .where(
        and(
          eq(movements.buildingId, parque.id),
          eq(movements.type, type),
          sql`${movements.date} between ${from} and ${to}`,
        ),
      ),
  );
const collectedIn = (from: string, to: string) =>
  summed(
    t.db
      .select({ total: sql<number>`sum(${payments.amountCents})::int` })
      .from(payments)
      .where(
        and(
          eq(payments.buildingId, parque.id),
          eq(payments.status, 'confirmado'),
          sql`${payments.paidOn} between ${from} and ${to}`,
        ),
      ),
  );

describe('Contabilidad: GET /commonexpenses/yearaccount/{id}/{year}', () => {
  it("adds up the year's movements and payments, and opens with everything before it", async () => {
    const res = await accountOf(thisYear);
    expect(res.statusCode).toBe(200);
    const account = res.json().yearAccount as YearAccount;
    const [from, to] = [`${thisYear}-01-01`, `${thisYear}-12-31`];
    const collected = await collectedIn(from, to);
    expect(collected).toBeGreaterThan(0);
    expect(account.income.total).toBe((await movedIn('ingreso', from, to)) + collected);
    expect(account.income.lines[0]).toMatchObject({ category: COLLECTED_CATEGORY, total: collected });
    expect(account.expense.total).toBe(await movedIn('egreso', from, to));
    const before = '1900-01-01';
    const dayBefore = `${thisYear - 1}-12-31`;
    expect(account.openingBalance).toBe(
      (await movedIn('ingreso', before, dayBefore)) +
        (await collectedIn(before, dayBefore)) -
        (await movedIn('egreso', before, dayBefore)),
    );
    expect(account.closingBalance).toBe(account.openingBalance + account.income.total - account.expense.total);
  });

  it("owes at the year's end what Inicio says is overdue today, while the year runs", async () => {
    const account = (await accountOf(thisYear)).json().yearAccount as YearAccount;
    const summary = (
      await t.call(contract.commonExpenses.summary, { headers: asAdmin, params: { id: parque.id } })
    ).json().summary;
    expect(account.debtAtEnd.asOf).toBe(today);
    expect(account.debtAtEnd.total).toBeGreaterThan(0);
    expect(account.debtAtEnd).toMatchObject({ total: summary.debt, unitsInDebt: summary.unitsInDebt });
    expect(account.debtAtEnd.capital + account.debtAtEnd.surcharge).toBe(account.debtAtEnd.total);
  });

  it('offers the years that have periods, newest first, and closes a past year on its last day', async () => {
    const periods = await t.db
      .select({ period: commonExpenses.period })
      .from(commonExpenses)
      .where(eq(commonExpenses.buildingId, parque.id));
    const expected = [...new Set(periods.map((row) => Number(row.period.slice(0, 4))))].sort((a, b) => b - a);
    const res = await accountOf(thisYear);
    expect(res.json().years).toEqual(expected);
    const oldest = expected.at(-1)!;
    if (oldest < thisYear) {
      const past = (await accountOf(oldest)).json().yearAccount as YearAccount;
      expect(past.debtAtEnd.asOf).toBe(`${oldest}-12-31`);
      expect(past.closingBalance).toBe((res.json().yearAccount as YearAccount).openingBalance);
    }
  });

  it('refuses a year out of range and a complejo of another administradora, in Spanish', async () => {
    const early = await accountOf(1999);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ ok: false, message: 'El año debe ser 2000 o posterior.' });
    const notANumber = await t.call(calls.yearAccount, { headers: asAdmin, params: { id: parque.id, year: 'dos' } });
    expect(notANumber.json()).toEqual({ ok: false, message: 'El año de la ruta debe ser un número.' });
    const intruder = await accountOf(thisYear, await t.headersOf(adminB!));
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().ok).toBe(false);
  });

  it('comes as a PDF file named by its year and complejo, and is refused as JSON in Spanish', async () => {
    const res = await t.call(calls.yearAccountPdf, { headers: asAdmin, params: { id: parque.id, year: thisYear } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Rendición de cuentas ${thisYear} - ${parque.name}.pdf`)}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 841.890015 595.280029]');
    const intruder = await t.call(calls.yearAccountPdf, {
      headers: await t.headersOf(adminB!),
      params: { id: parque.id, year: thisYear },
    });
    expect(intruder.statusCode).toBe(404);
    expect(intruder.json().ok).toBe(false);
  });
});
