import {
  accountKeyOf,
  addDays,
  addPeriods,
  chargeOfStatement,
  contract,
  indexFor,
  legalLateFeeRule,
  montevideoToday,
  openingOf,
  type Payer,
  periodOf,
  previousPeriod,
  refusals,
  replayDebt,
  commonExpenseMessages as text,
} from '@horizontal/domain';
import { publishedPriceIndex } from '@horizontal/domain/demo';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSettingsRepository } from '../../core/repositories/ledger-settings.repository';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { buildings, commonExpenseDetails, commonExpenses, payments, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.commonExpenses;
const [, admin, adminB] = demoLogins;
let t: TestApp;
let asAdmin: Record<string, string>;
let asB: Record<string, string>;
let complejo: Awaited<ReturnType<typeof createComplejo>>;
const today = montevideoToday();
const months = [-5, -4, -3, -2].map((back) => addPeriods(periodOf(today), back));
const statementIds: Record<string, number> = {};

type Row = Record<string, unknown> & { apartment: string; payer: string };
const post = (call: (typeof calls)[keyof typeof calls], body: unknown, headers = asAdmin) =>
  t.call(call, { headers, body });
const periodIdOf = async (period: string) =>
  (
    (await t.call(calls.findAll, { headers: asAdmin, params: { id: complejo.id } })).json().commonExpenses as Row[]
  ).find((row) => row.period === period)!.id as number;
const debtOf = async (headers = asAdmin) => (await t.call(calls.debt, { headers, params: { id: complejo.id } })).json();

/**
 * Four closed months of a complejo of three units: 101 never pays, 102 pays each statement in full before it is due,
 * 103 pays its first statement twice over, so a credit covers its next ones.
 */
beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  asB = await t.headersOf(adminB!);
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  complejo = await createComplejo(t.db, {
    companyId: adminRow!.companyId!,
    name: 'Complejo Deudas de Prueba',
    coefficients: [50, 30, 20],
    userIds: [adminRow!.id],
  });
  let reference = 0;
  for (const [index, period] of months.entries()) {
    const created = await post(calls.create, { buildingId: complejo.id, period });
    const id = created.json().commonExpense.id as number;
    if (index === 0) {
      await post(calls.createDetail, {
        commonExpenseId: id,
        details: [{ apartmentId: complejo.units[0]!.id, prevBalance: 40_000 }],
      });
    }
    await post(calls.createMovement, {
      commonExpenseId: id,
      movements: [{ date: `${period}-03`, type: 'egreso', description: 'Sueldos', amount: 100_000 }],
    });
    const rows = (await t.call(calls.detail, { headers: asAdmin, params: { id } })).json()
      .commonExpensesDetail as Row[];
    for (const row of rows) statementIds[`${period}:${row.apartment}`] = row.id as number;
    const pay = async (number: string, amount: number) => {
      reference += 1;
      if (amount <= 0) return;
      const res = await post(calls.confirmPayment, {
        detailId: statementIds[`${period}:${number}`],
        amount,
        paidOn: `${period}-05`,
        reference: `DEUDA-${reference}`,
      });
      expect(res.json().ok).toBe(true);
    };
    const of = (number: string) => rows.find((row) => row.apartment === number)!;
    await pay('102', of('102').prevBalance as number);
    if (index === 1) await pay('103', 2 * (of('103').prevBalance as number));
    else if (index === 0) await pay('103', 0);
    expect((await post(calls.close, { commonExpenseId: id })).json().ok).toBe(true);
  }
});
afterAll(() => t.close());

describe('Deuda (GET /commonexpenses/debt/{complejo})', () => {
  it('replays every account to today: capital, surcharge, credit, total and its age', async () => {
    const answer = await debtOf();
    expect(answer.ok).toBe(true);
    const { debt } = answer;
    const reading = indexFor(publishedPriceIndex, previousPeriod(periodOf(today)))!;
    expect(debt).toMatchObject({
      asOf: today,
      lateFeeRule: 'ley-19604',
      indexUsed: { period: reading.period, estimated: reading.estimated },
    });
    const rows = debt.rows as Row[];
    expect(rows.map((row) => [row.apartment, row.payer, row.billedTo])).toEqual([
      ['101', 'propietario', 'Dueña Unidad 1'],
      ['102', 'propietario', 'Dueña Unidad 2'],
      ['103', 'propietario', 'Dueña Unidad 3'],
    ]);
    for (const row of rows) {
      const aging = Object.values(row.aging as Record<string, number>).reduce((sum, amount) => sum + amount, 0);
      expect(aging).toBe((row.capital as number) + (row.surcharge as number));
      expect(row.total).toBe((row.capital as number) + (row.surcharge as number) - (row.credit as number));
    }
    const [never, always] = rows as [Row, Row, Row];
    // 40.000 brought in, and half of 110.000 (expenses and reserve fund) a month for four months.
    expect(never.capital).toBe(40_000 + 4 * 55_000);
    expect(never.surcharge as number).toBeGreaterThan(0);
    expect(never.oldestDueDate).toBe(`${months[0]}-01`);
    expect((never.aging as Record<string, number>).over90).toBeGreaterThan(0);
    expect(never.detailId).toBe(statementIds[`${months[3]}:101`]);
    // 102 paid each statement, but its last one is due only after its month closed: it owes that, not yet due or late.
    expect(always.capital).toBe(33_000);
    expect(always.oldestDueDate).toBe(`${addPeriods(months[3]!, 1)}-10`);
    expect(always.credit).toBe(0);
  });

  it('uses a payment beyond the debt as a credit for the next charge', async () => {
    const month = (
      await t.call(calls.detail, { headers: asAdmin, params: { id: await periodIdOf(months[1]!) } })
    ).json();
    const paidTwice = (month.commonExpensesDetail as Row[]).find((row) => row.apartment === '103')!;
    expect(paidTwice).toMatchObject({ balance: -22_000, surcharge: 0, totalPeriod: 22_000, totalDebt: 0 });
    const rows = (await debtOf()).debt.rows as Row[];
    // Nothing paid since: the last two months' 22.000 each.
    expect(rows.find((row) => row.apartment === '103')).toMatchObject({ capital: 44_000, credit: 0 });
  });

  it('is kept only for the day it was read: past midnight the debt is replayed again', async () => {
    // The answer cache on, as in production: a debt read at 23:59:30 is not the debt at 00:00:10.
    const cached = await createTestApp({ answerCacheBytes: 8 * 1024 * 1024 });
    try {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${today}T23:59:30-03:00`) });
      const headers = await cached.headersOf(admin!);
      const [parque] = await cached.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
      const read = async () =>
        (await cached.call(calls.debt, { headers, params: { id: parque!.id } })).json().debt.asOf as string;
      expect(await read()).toBe(today);
      expect(await read()).toBe(today);
      vi.setSystemTime(new Date(`${today}T23:59:30-03:00`).getTime() + 40_000);
      expect(await read()).toBe(addDays(today, 1));
    } finally {
      vi.useRealTimers();
      await cached.close();
    }
  });

  it('owes, account by account, what replaying its whole history owes, though it reads from the last settled month', async () => {
    // The demo's Parque Batlle: a year of months, accounts that pay each one, that pay half and that never pay.
    const [parque] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const months = new Map(
      (await t.db.select().from(commonExpenses).where(eq(commonExpenses.buildingId, parque!.id))).map((row) => [
        row.id,
        row,
      ]),
    );
    const statements = (
      await t.db.select().from(commonExpenseDetails).where(eq(commonExpenseDetails.buildingId, parque!.id))
    ).sort((a, b) => (months.get(a.commonExpenseId)!.period < months.get(b.commonExpenseId)!.period ? -1 : 1));
    const paid = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.buildingId, parque!.id), eq(payments.status, 'confirmado')));
    const index = await createSettingsRepository(t.db).priceIndexOf(parque!.companyId);
    // Each account from its first statement: its opening balance, every closed month's charge, every payment.
    const whole = new Map<string, Parameters<typeof replayDebt>[0]>();
    for (const row of statements) {
      const month = months.get(row.commonExpenseId)!;
      const key = accountKeyOf({ apartmentId: row.apartmentId, payer: row.payer as Payer });
      if (!whole.has(key)) {
        const opening = openingOf(month.period, row.prevBalanceCents);
        whole.set(key, { ...opening, rule: legalLateFeeRule, index, asOf: today });
      }
      if (month.status === 'borrador') continue;
      const charges = whole.get(key)!.charges as ReturnType<typeof chargeOfStatement>[];
      charges.push(
        chargeOfStatement(
          {
            commonExpenses: row.commonExpensesCents,
            reserveFound: row.reserveFundCents,
            extraFee: row.extraFeeCents,
            commonAreas: row.commonAreasCents,
          },
          { period: month.period, dueDate: month.dueDate! },
        ),
      );
    }
    for (const payment of paid) {
      const history = whole.get(accountKeyOf({ apartmentId: payment.apartmentId, payer: payment.payer as Payer }))!;
      (history.payments as { paidOn: string; amount: number }[]).push({
        paidOn: payment.paidOn,
        amount: payment.amountCents,
      });
    }
    const rows = (await t.call(calls.debt, { headers: asAdmin, params: { id: parque!.id } })).json().debt.rows as Row[];
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.filter((row) => (row.capital as number) > 0 && (row.surcharge as number) > 0).length).toBeGreaterThan(
      3,
    );
    for (const row of rows) {
      const replayed = replayDebt(
        whole.get(accountKeyOf({ apartmentId: row.apartmentId as number, payer: row.payer as Payer }))!,
      );
      expect([row.apartment, row.payer, row.capital, row.surcharge, row.credit]).toEqual([
        row.apartment,
        row.payer,
        replayed.capital,
        replayed.surcharge,
        replayed.credit,
      ]);
    }
  });

  it('answers nothing of another administradora', async () => {
    const foreign = await t.call(calls.debt, { headers: asB, params: { id: complejo.id } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
  });
});

describe('the debt certificate (GET /commonexpenses/debt/certificate/{detail})', () => {
  it('lists what the account owes item by item, with readjustment and interest, under the names of its complejo', async () => {
    const rows = (await debtOf()).debt.rows as Row[];
    const never = rows[0]!;
    const res = await t.call(calls.debtCertificate, { headers: asAdmin, params: { id: never.detailId as number } });
    const { certificate } = res.json();
    expect(certificate).toMatchObject({
      building: 'Complejo Deudas de Prueba',
      apartment: '101',
      tower: 'T',
      payer: 'propietario',
      billedTo: 'Dueña Unidad 1',
      asOf: today,
      lateFeeRule: 'ley-19604',
      readjustByIndex: true,
      annualRateBasisPoints: 1_200,
      capital: never.capital,
      surcharge: never.surcharge,
      total: never.total,
    });
    expect(certificate.company).toEqual(expect.any(String));
    expect(certificate.charges.map((charge: { period: string }) => charge.period)).toEqual([months[0], ...months]);
    for (const charge of certificate.charges) {
      expect(charge.readjustment + charge.interest).toBe(charge.surchargePaid + charge.surchargeLeft);
    }
    const sum = (field: string) =>
      certificate.charges.reduce((total: number, charge: Record<string, number>) => total + charge[field]!, 0);
    expect(sum('capitalLeft')).toBe(certificate.capital);
    expect(sum('surchargeLeft')).toBe(certificate.surcharge);
    // Any statement of the account gives the same certificate: it is the account's, as of today.
    const older = await t.call(calls.debtCertificate, {
      headers: asAdmin,
      params: { id: statementIds[`${months[0]}:101`]! },
    });
    expect(older.json().certificate).toEqual(certificate);
  });

  it('is not another administradora’s to read', async () => {
    const res = await t.call(calls.debtCertificate, {
      headers: asB,
      params: { id: statementIds[`${months[0]}:101`]! },
    });
    expect(res.json()).toEqual({ ok: false, message: text.detailNotFound });
  });
});

describe('the gastos comunes tile of Inicio (GET /commonexpenses/summary/{complejo})', () => {
  it('adds up what is overdue and counts the units that owe it; null for a profile that may not read Deuda', async () => {
    const rows = (await debtOf()).debt.rows as Row[];
    const overdue = rows.map((row) => {
      const { notDue: _notDue, ...late } = row.aging as Record<string, number>;
      return Object.values(late).reduce((sum, amount) => sum + amount, 0);
    });
    const summary = await t.call(calls.summary, { headers: asAdmin, params: { id: complejo.id } });
    expect(summary.json()).toEqual({
      ok: true,
      message: 'OK',
      summary: {
        debt: overdue.reduce((sum, amount) => sum + amount, 0),
        unitsInDebt: overdue.filter((amount) => amount > 0).length,
      },
    });
    expect(summary.json().summary.unitsInDebt).toBeGreaterThan(0);

    // Any screen of gastos comunes reads Deuda; the closures' screens alone do not.
    const listOnly = await createProfile(
      t,
      complejo.companyId,
      'gc-listado',
      ['/gastos-comunes'],
      ['gastoscomunes/listado'],
    );
    const lister = await createStaff(t, complejo.companyId, 'gc-listado', listOnly, [complejo.id]);
    const listed = await t.call(calls.summary, { headers: lister.headers, params: { id: complejo.id } });
    expect(listed.json().summary).toEqual(summary.json().summary);
    const closuresOnly = await createProfile(
      t,
      complejo.companyId,
      'gc-cierres',
      ['/gastos-comunes'],
      ['cierres/listado'],
    );
    const closer = await createStaff(t, complejo.companyId, 'gc-cierres', closuresOnly, [complejo.id]);
    const hidden = await t.call(calls.summary, { headers: closer.headers, params: { id: complejo.id } });
    expect(hidden.json()).toEqual({ ok: false, message: refusals.noFunctionality });
    const foreign = await t.call(calls.summary, { headers: asB, params: { id: complejo.id } });
    expect(foreign.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
  });
});

describe('the IPC table of an administradora', () => {
  it('starts with what the INE published, takes new and corrected months, and is the administradora’s own', async () => {
    const initial = await t.call(calls.priceIndex, { headers: asAdmin, params: { id: complejo.id } });
    expect(initial.json().months).toEqual(publishedPriceIndex);
    const last = publishedPriceIndex.at(-1)!;
    const next = { period: addPeriods(last.period, 1), value: 118.5, source: 'INE, comunicado de prueba' };
    const saved = await post(calls.savePriceIndex, {
      buildingId: complejo.id,
      months: [next, { ...last, value: 118.2035 }],
    });
    expect(saved.json()).toMatchObject({ ok: true, message: text.priceIndexSaved });
    expect(saved.json().months.slice(-2)).toEqual([{ ...last, value: 118.2035 }, next]);
    expect(saved.json().months).toHaveLength(publishedPriceIndex.length + 1);

    const buildingOfB = (await t.db.select().from(users).where(eq(users.email, adminB!.email)))[0]!;
    expect(buildingOfB.companyId).not.toBe(complejo.companyId);
    const refused = await post(calls.savePriceIndex, { buildingId: complejo.id, months: [{ ...next, value: 0 }] });
    expect(refused.statusCode).toBe(400);
    const intruder = await post(calls.savePriceIndex, { buildingId: complejo.id, months: [next] }, asB);
    expect(intruder.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
    const [complejoOfB] = await t.db.select().from(buildings).where(eq(buildings.companyId, buildingOfB.companyId!));
    const theirs = await t.call(calls.priceIndex, { headers: asB, params: { id: complejoOfB!.id } });
    expect(theirs.json().months).toEqual(publishedPriceIndex);
    const foreign = await t.call(calls.priceIndex, { headers: asB, params: { id: complejo.id } });
    expect(foreign.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
  });
});
