import {
  addPeriods,
  contract,
  montevideoToday,
  NOTIFICATION_TYPE_ID,
  percentOf,
  periodOf,
  refusals,
  commonExpenseMessages as text,
} from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo, setCoefficient } from '../../core/test/test-complejo';
import {
  apartments,
  buildings,
  closures,
  commonExpenseDetails,
  commonExpenses,
  companies,
  movements,
  notifications,
  payments,
  users,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.commonExpenses;
const [, admin, adminB] = demoLogins;
let t: TestApp;
let asAdmin: Record<string, string>;
let asB: Record<string, string>;
let complejo: Awaited<ReturnType<typeof createComplejo>>;
let follower: Awaited<ReturnType<typeof createStaff>>;
let foreignUnit = 0;
const today = montevideoToday();
// Three months back to one back: closed months whose due dates have passed, so debts are overdue today.
const [p1, p2, p3] = [-3, -2, -1].map((months) => addPeriods(periodOf(today), months)) as [string, string, string];
const periodIds: Record<string, number> = {};

type Row = Record<string, number | string | null>;
const statementsOf = async (periodId: number) =>
  (await t.call(calls.detail, { headers: asAdmin, params: { id: periodId } })).json().commonExpensesDetail as Row[];
const account = (rows: Row[], number: string, payer = 'propietario') =>
  rows.find((row) => row.apartment === number && row.payer === payer)!;
const sum = (rows: Row[], field: string) => rows.reduce((total, row) => total + (row[field] as number), 0);
const post = (call: (typeof calls)[keyof typeof calls], body: unknown, headers = asAdmin) =>
  t.call(call, { headers, body });

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin!);
  asB = await t.headersOf(adminB!);
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  const [company] = await t.db.select().from(companies).where(eq(companies.id, adminRow!.companyId!));
  const ledgerProfile = await createProfile(
    t,
    company!.id,
    'tesoreria',
    ['/gastos-comunes'],
    ['gastoscomunes/listado'],
  );
  complejo = await createComplejo(t.db, {
    companyId: company!.id,
    name: 'Complejo Gastos de Prueba',
    coefficients: [33.3333, 33.3333, 33.3334],
    rented: [1],
    userIds: [adminRow!.id],
  });
  follower = await createStaff(t, company!.id, 'tesorera', ledgerProfile, [complejo.id]);
  const [parque] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
  foreignUnit = (await t.db.select().from(apartments).where(eq(apartments.buildingId, parque!.id)))[0]!.id;
});
afterAll(() => t.close());

describe('settings of a complejo', () => {
  it('answers the defaults until saved, and forces Ley 19.604’s figures when it is the rule', async () => {
    const initial = await t.call(calls.settings, { headers: asAdmin, params: { id: complejo.id } });
    expect(initial.json().settings).toEqual({
      buildingId: complejo.id,
      dueDay: 10,
      reserveFundBasisPoints: 1_000,
      billTenants: false,
      lateFeeRule: 'ley-19604',
      readjustByIndex: true,
      annualRateBasisPoints: 1_200,
    });
    const base = { buildingId: complejo.id, dueDay: 10, reserveFundBasisPoints: 1_000, billTenants: true };
    const bylaws = await post(calls.saveSettings, {
      ...base,
      lateFeeRule: 'reglamento',
      readjustByIndex: false,
      annualRateBasisPoints: 600,
    });
    expect(bylaws.json()).toMatchObject({
      ok: true,
      message: text.settingsSaved,
      settings: { lateFeeRule: 'reglamento', readjustByIndex: false, annualRateBasisPoints: 600 },
    });
    const legal = await post(calls.saveSettings, {
      ...base,
      lateFeeRule: 'ley-19604',
      readjustByIndex: false,
      annualRateBasisPoints: 600,
    });
    expect(legal.json().settings).toEqual({
      ...base,
      lateFeeRule: 'ley-19604',
      readjustByIndex: true,
      annualRateBasisPoints: 1_200,
    });
    const foreign = await post(calls.saveSettings, { ...base, lateFeeRule: 'ley-19604' }, asB);
    expect(foreign.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
  });
});

describe('a period of gastos comunes, from open to closed', () => {
  it('opens the first month with a statement per account: each owner, and the tenant of the rented unit', async () => {
    const created = await post(calls.create, { buildingId: complejo.id, period: p1 });
    expect(created.json()).toMatchObject({
      ok: true,
      message: text.created,
      commonExpense: {
        period: p1,
        status: 'borrador',
        dueDate: `${p2}-10`,
        reserveFundBasisPoints: 1_000,
        units: 4,
        totalDebt: 0,
      },
    });
    periodIds[p1] = created.json().commonExpense.id;
    const rows = await statementsOf(periodIds[p1]!);
    expect(rows.map((row) => [row.apartment, row.payer, row.billedTo])).toEqual([
      ['101', 'propietario', 'Dueña Unidad 1'],
      ['102', 'propietario', 'Dueña Unidad 2'],
      ['102', 'inquilino', 'Inquilino Unidad 2'],
      ['103', 'propietario', 'Dueña Unidad 3'],
    ]);
    expect(account(rows, '102', 'inquilino')).toMatchObject({ owner: 'Dueña Unidad 2', tower: 'T', prevBalance: 0 });
    // The staff who follow the complejo's gastos comunes are told (type 2: the Gastos Comunes badge and a toast).
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, follower.userId), eq(notifications.typeId, NOTIFICATION_TYPE_ID.payment)));
    expect(told.map((row) => row.text)).toEqual([text.opened(p1)]);
  });

  it('refuses a month taken, a second open month, and a month out of order', async () => {
    expect((await post(calls.create, { buildingId: complejo.id, period: p1 })).json()).toEqual({
      ok: false,
      message: text.periodTaken,
    });
    const another = await post(calls.create, { buildingId: complejo.id, period: p2 });
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toBe(text.anotherOpen(p1));
  });

  it('changes what the open month bills', async () => {
    const updated = await post(calls.update, {
      commonExpenseId: periodIds[p1],
      dueDate: null,
      reserveFundBasisPoints: 1_500,
      extraFeeAmount: 10_001,
      extraFeeSplit: 'partes-iguales',
    });
    expect(updated.json()).toMatchObject({
      ok: true,
      message: text.updated,
      commonExpense: { dueDate: `${p2}-10`, reserveFundBasisPoints: 1_500, extraFeeAmount: 10_001 },
    });
  });

  it('takes the opening balance and the common areas from the details, and refuses what does not fit', async () => {
    const unit = (index: number) => complejo.units[index]!.id;
    const saved = await post(calls.createDetail, {
      commonExpenseId: periodIds[p1],
      details: [
        { apartmentId: unit(0), prevBalance: 50_000 },
        { apartmentId: unit(1), payer: 'inquilino', commonAreas: 1_500 },
        { apartmentId: unit(2), prevBalance: -2_000 },
      ],
    });
    expect(saved.json()).toMatchObject({ ok: true, message: text.detailSaved });
    const rows = saved.json().commonExpensesDetail as Row[];
    expect(account(rows, '101')).toMatchObject({ prevBalance: 50_000, balance: 50_000, totalDebt: 50_000 });
    expect(account(rows, '102', 'inquilino')).toMatchObject({
      commonAreas: 1_500,
      totalPeriod: 1_500,
      totalDebt: 1_500,
    });
    expect(account(rows, '103')).toMatchObject({ prevBalance: -2_000, totalDebt: -2_000 });

    const noTenant = await post(calls.createDetail, {
      commonExpenseId: periodIds[p1],
      details: [{ apartmentId: unit(0), payer: 'inquilino', commonAreas: 100 }],
    });
    expect(noTenant.json()).toEqual({ ok: false, message: text.noTenant('T · 101') });
    const foreign = await post(calls.createDetail, {
      commonExpenseId: periodIds[p1],
      details: [{ apartmentId: foreignUnit, commonAreas: 100 }],
    });
    expect(foreign.json()).toEqual({ ok: false, message: text.foreignApartment(foreignUnit) });
    expect(await statementsOf(periodIds[p1]!)).toEqual(rows);
  });

  it('records the month’s movements', async () => {
    const saved = await post(calls.createMovement, {
      commonExpenseId: periodIds[p1],
      movements: [
        {
          date: `${p1}-05`,
          type: 'egreso',
          category: 'Sueldos',
          description: 'Sueldos del personal',
          amount: 1_000_001,
        },
        { date: `${p1}-06`, type: 'egreso', category: 'Servicios', description: 'UTE', amount: 200_000 },
        { date: `${p1}-08`, type: 'ingreso', category: 'Cobranza', description: 'Cobranza', amount: 300_000 },
      ],
    });
    expect(saved.json()).toMatchObject({ ok: true, message: text.movementsSaved });
    expect(saved.json().movements).toHaveLength(3);
    const listed = await t.call(calls.movements, { headers: asAdmin, params: { id: periodIds[p1]! } });
    expect(listed.json().movements.map((row: Row) => row.amount)).toEqual([1_000_001, 200_000, 300_000]);
    const empty = await post(calls.createMovement, { commonExpenseId: periodIds[p1], movements: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('confirms a payment once, refuses its reference for another, and a date in the future', async () => {
    const rows = await statementsOf(periodIds[p1]!);
    const owner = account(rows, '101');
    const payment = { detailId: owner.id, amount: 20_000, paidOn: `${p1}-09`, reference: 'TRF-0001' };
    const confirmed = await post(calls.confirmPayment, payment);
    expect(confirmed.json()).toMatchObject({
      ok: true,
      message: text.paymentConfirmed,
      detail: { id: owner.id, payments: 20_000, balance: 30_000, totalDebt: 30_000 },
    });
    const again = await post(calls.confirmPayment, payment);
    expect(again.json()).toMatchObject({ ok: true, message: text.paymentRepeated, detail: { payments: 20_000 } });
    const other = await post(calls.confirmPayment, { ...payment, amount: 20_001 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ ok: false, message: text.referenceTaken('TRF-0001', 20_000) });
    const elsewhere = await post(calls.confirmPayment, { ...payment, detailId: account(rows, '103').id });
    expect(elsewhere.json().message).toBe(text.referenceTaken('TRF-0001', 20_000));
    const future = await post(calls.confirmPayment, { ...payment, reference: 'TRF-0002', paidOn: '2999-01-01' });
    expect(future.json()).toEqual({ ok: false, message: text.paidInFuture });
    const stored = await t.db.select().from(payments).where(eq(payments.buildingId, complejo.id));
    expect(stored.map((row) => [row.reference, row.amountCents, row.payer, row.status])).toEqual([
      ['TRF-0001', 20_000, 'propietario', 'confirmado'],
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, follower.userId), eq(notifications.typeId, NOTIFICATION_TYPE_ID.payment)));
    expect(told.map((row) => row.text)).toEqual([text.opened(p1), text.paymentNotice('T · 101', 20_000)]);
  });

  it('refuses to close while the coefficients do not add up to 100', async () => {
    const third = complejo.units[2]!;
    await setCoefficient(t.db, third.id, 33.8334);
    const refused = await post(calls.close, { commonExpenseId: periodIds[p1] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(text.coefficientsOff(100.5));
    expect(refused.json().message).toContain('sobran 0,5000 puntos');
    await setCoefficient(t.db, third.id, 32.8334);
    expect((await post(calls.close, { commonExpenseId: periodIds[p1] })).json().message).toContain(
      'suman 99,5000 %, no 100 %: faltan 0,5000 puntos',
    );
    await setCoefficient(t.db, third.id, 33.3334);
  });

  it('closes the month: the units’ shares add up to its expenses to the centésimo, and it is read-only after', async () => {
    const closed = await post(calls.close, { commonExpenseId: periodIds[p1] });
    expect(closed.json()).toMatchObject({
      ok: true,
      message: text.closed(p1),
      closure: { period: p1, income: 300_000, expense: 1_200_001, total: -900_001, closedBy: expect.any(String) },
      commonExpense: { status: 'cerrado', income: 300_000, expense: 1_200_001 },
    });
    const rows = await statementsOf(periodIds[p1]!);
    expect(sum(rows, 'commonExpenses')).toBe(1_200_001);
    expect(sum(rows, 'reserveFound')).toBe(percentOf(1_200_001, 1_500));
    expect(sum(rows, 'extraFee')).toBe(10_001);
    expect(sum(rows, 'commonAreas')).toBe(1_500);
    // The tenant pays the ordinary expenses; the owner the reserve fund and the extraordinary fee.
    expect(account(rows, '102')).toMatchObject({ commonExpenses: 0, commonAreas: 0 });
    expect(account(rows, '102', 'inquilino')).toMatchObject({ reserveFound: 0, extraFee: 0, commonAreas: 1_500 });
    for (const row of rows) {
      expect(row.balance).toBe((row.prevBalance as number) - (row.payments as number));
      expect(row.totalDebt).toBe((row.balance as number) + (row.totalPeriod as number));
    }
    const [closure] = await t.db.select().from(closures).where(eq(closures.buildingId, complejo.id));
    expect(closure).toMatchObject({ period: p1, totalCents: -900_001 });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, follower.userId));
    expect(told.map((row) => row.text)).toContain(text.closed(p1));

    const listed = await t.call(calls.closures, { headers: asAdmin, params: { id: complejo.id } });
    expect(listed.json().closures).toEqual([closed.json().closure]);
  });

  it('refuses every change to the closed month, changing nothing', async () => {
    const before = await t.db
      .select()
      .from(commonExpenseDetails)
      .where(eq(commonExpenseDetails.buildingId, complejo.id));
    const rows = await statementsOf(periodIds[p1]!);
    const attempts = [
      [await post(calls.update, { commonExpenseId: periodIds[p1] }), text.amountsLocked('cerrado')],
      [
        await post(calls.createMovement, {
          commonExpenseId: periodIds[p1],
          movements: [{ date: `${p1}-10`, type: 'egreso', description: 'Tarde', amount: 1 }],
        }),
        text.movementsLocked('cerrado'),
      ],
      [
        await post(calls.createDetail, {
          commonExpenseId: periodIds[p1],
          details: [{ apartmentId: complejo.units[0]!.id, commonAreas: 1 }],
        }),
        text.amountsLocked('cerrado'),
      ],
      [
        await post(calls.confirmPayment, {
          detailId: account(rows, '101').id,
          amount: 1,
          paidOn: `${p1}-20`,
          reference: 'TRF-TARDE',
        }),
        text.paymentsClosed('cerrado'),
      ],
      [await post(calls.close, { commonExpenseId: periodIds[p1] }), text.amountsLocked('cerrado')],
    ] as const;
    for (const [res, message] of attempts) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ ok: false, message });
    }
    expect(
      await t.db.select().from(commonExpenseDetails).where(eq(commonExpenseDetails.buildingId, complejo.id)),
    ).toEqual(before);
  });

  it('opens the next month carrying each account’s debt, and only that month', async () => {
    const skipped = await post(calls.create, { buildingId: complejo.id, period: p3 });
    expect(skipped.json()).toEqual({ ok: false, message: text.notNext(p2) });
    const created = await post(calls.create, { buildingId: complejo.id, period: p2 });
    expect(created.json().ok).toBe(true);
    periodIds[p2] = created.json().commonExpense.id;
    const before = await statementsOf(periodIds[p1]!);
    const rows = await statementsOf(periodIds[p2]!);
    for (const row of rows) {
      expect(row.prevBalance).toBe(account(before, row.apartment as string, row.payer as string).totalDebt);
    }
    const opening = await post(calls.createDetail, {
      commonExpenseId: periodIds[p2],
      details: [{ apartmentId: complejo.units[0]!.id, prevBalance: 1 }],
    });
    expect(opening.json()).toEqual({ ok: false, message: text.openingOnlyFirst });
  });

  it('keeps a payment beyond the debt as a credit, carried into the next month as a negative balance', async () => {
    const rows = await statementsOf(periodIds[p2]!);
    const third = account(rows, '103');
    const paid = await post(calls.confirmPayment, {
      detailId: third.id,
      amount: (third.prevBalance as number) + 10_000,
      paidOn: `${p2}-05`,
      reference: 'TRF-0003',
    });
    expect(paid.json().detail).toMatchObject({ balance: -10_000, totalDebt: -10_000 });
    // No expenses in this month: its charges are the reserve on nothing, the credit stays whole.
    const closed = await post(calls.close, { commonExpenseId: periodIds[p2] });
    expect(closed.json().ok).toBe(true);
    const after = await statementsOf(periodIds[p2]!);
    expect(account(after, '103')).toMatchObject({ balance: -10_000, surcharge: 0, totalDebt: -10_000 });
    // The owner of 101 left 30.000 of its opening balance and its share unpaid past the due date: the month's
    // surcharge is in the next closure.
    expect(account(after, '101').surcharge).toBeGreaterThan(0);
    expect(account(after, '102', 'inquilino').surcharge).toBeGreaterThan(0);
    const next = await post(calls.create, { buildingId: complejo.id, period: p3 });
    periodIds[p3] = next.json().commonExpense.id;
    expect(account(await statementsOf(periodIds[p3]!), '103').prevBalance).toBe(-10_000);
  });

  it('lists the periods newest first with the sums of their movements and statements', async () => {
    const listed = await t.call(calls.findAll, { headers: asAdmin, params: { id: complejo.id } });
    const periods = listed.json().commonExpenses as Row[];
    expect(periods.map((row) => [row.period, row.status])).toEqual([
      [p3, 'borrador'],
      [p2, 'cerrado'],
      [p1, 'cerrado'],
    ]);
    const first = periods[2]!;
    const rows = await statementsOf(periodIds[p1]!);
    expect(first).toMatchObject({
      income: 300_000,
      expense: 1_200_001,
      units: 4,
      commonExpenses: 1_200_001,
      totalPeriod: sum(rows, 'totalPeriod'),
      payments: 20_000,
      totalDebt: sum(rows, 'totalDebt'),
    });
  });
});

describe('who may read and change a complejo’s gastos comunes', () => {
  it('answers another administradora as if nothing were there, and changes nothing', async () => {
    const rows = await statementsOf(periodIds[p3]!);
    const before = await t.db.select().from(commonExpenses).where(eq(commonExpenses.buildingId, complejo.id));
    const attempts = [
      [await t.call(calls.findAll, { headers: asB, params: { id: complejo.id } }), refusals.buildingNotFound],
      [await t.call(calls.detail, { headers: asB, params: { id: periodIds[p3]! } }), text.notFound],
      [await t.call(calls.movements, { headers: asB, params: { id: periodIds[p1]! } }), text.notFound],
      [await t.call(calls.closures, { headers: asB, params: { id: complejo.id } }), refusals.buildingNotFound],
      [
        await post(calls.create, { buildingId: complejo.id, period: addPeriods(p3, 1) }, asB),
        refusals.buildingNotFound,
      ],
      [await post(calls.update, { commonExpenseId: periodIds[p3] }, asB), text.notFound],
      [await post(calls.close, { commonExpenseId: periodIds[p3] }, asB), text.notFound],
      [
        await post(
          calls.createMovement,
          {
            commonExpenseId: periodIds[p3],
            movements: [{ date: `${p3}-01`, type: 'egreso', description: 'X', amount: 1 }],
          },
          asB,
        ),
        text.notFound,
      ],
      [
        await post(
          calls.createDetail,
          { commonExpenseId: periodIds[p3], details: [{ apartmentId: complejo.units[0]!.id }] },
          asB,
        ),
        text.notFound,
      ],
      [
        await post(
          calls.confirmPayment,
          { detailId: account(rows, '101').id, amount: 1, paidOn: `${p3}-01`, reference: 'AJENO' },
          asB,
        ),
        text.detailNotFound,
      ],
    ] as const;
    for (const [res, message] of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, message });
    }
    expect(await t.db.select().from(commonExpenses).where(eq(commonExpenses.buildingId, complejo.id))).toEqual(before);
  });

  it('lets a profile read with a screen of the module but write only with the screen of the write', async () => {
    const rows = await statementsOf(periodIds[p3]!);
    const listed = await t.call(calls.findAll, { headers: follower.headers, params: { id: complejo.id } });
    expect(listed.statusCode).toBe(200);
    const pay = await post(
      calls.confirmPayment,
      { detailId: account(rows, '101').id, amount: 1, paidOn: `${p3}-01`, reference: 'SIN-PERMISO' },
      follower.headers,
    );
    expect(pay.json()).toEqual({ ok: false, message: refusals.noFunctionality });
    const close = await post(calls.close, { commonExpenseId: periodIds[p3] }, follower.headers);
    expect(close.json()).toEqual({ ok: false, message: refusals.noFunctionality });
    const deskOnly = await createProfile(
      t,
      complejo.companyId,
      'solo-porteria',
      ['/porteria'],
      ['encomiendas/listado'],
    );
    const desk = await createStaff(t, complejo.companyId, 'porteria-gc', deskOnly, [complejo.id]);
    const refused = await t.call(calls.findAll, { headers: desk.headers, params: { id: complejo.id } });
    expect(refused.json()).toEqual({ ok: false, message: refusals.noModule });
  });

  it('keeps a complejo the staff member is not assigned to out of reach', async () => {
    const [parque] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const res = await t.call(calls.findAll, { headers: follower.headers, params: { id: parque!.id } });
    expect(res.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
    expect(await t.db.select().from(movements).where(eq(movements.description, 'X'))).toEqual([]);
  });
});
