import { addPeriods, periodOf } from '../dates/dates';
import type {
  Closure,
  CommonExpenseDetail,
  CommonExpenseSettings,
  CommonExpenseStatus,
  Movement,
  PaymentMethod,
} from '../entities/common-expense';
import {
  type AccountHistory,
  type AccountKey,
  accountKeyOf,
  chargeOfStatement,
  closeMonth,
  openingOf,
} from '../ledger/closing';
import { legalLateFeeRule } from '../ledger/debt';
import type { ExtraFeeSplit, Payer } from '../ledger/statements';
import type { DemoCalendar } from './calendar';
import { administratorOf, companyIdOf, unitsOf } from './people';
import { publishedPriceIndex } from './price-index';
import { seededRandom } from './random';
import type { DemoReserve } from './reservations';
import type { DemoBase } from './types';

/** A period of a complejo without its sums: they are added up from its statements and movements. */
export type DemoCommonExpense = {
  id: number;
  buildingId: number;
  /** yyyy-mm */
  period: string;
  dueDate: string;
  status: CommonExpenseStatus;
  reserveFundBasisPoints: number;
  extraFeeAmount: number;
  extraFeeSplit: ExtraFeeSplit;
};

/** A statement; the unit's number, tower, owner and who it is billed to are read from the unit and its residents. */
export type DemoCommonExpenseDetail = Omit<CommonExpenseDetail, 'apartment' | 'tower' | 'owner' | 'billedTo'>;

export type DemoMovement = Movement;

/** A closed period; who closed it is a user of the demo. */
export type DemoClosure = Omit<Closure, 'closedBy'> & { closedByUserId: number };

/** A confirmed payment of a statement: what makes up the statement's `payments`. */
export type DemoPayment = {
  id: number;
  buildingId: number;
  detailId: number;
  apartmentId: number;
  payer: Payer;
  /** Centésimos. */
  amount: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  confirmedAt: string;
  confirmedByUserId: number;
};

/** What a unit booked of the common areas in a month, charged in its statement (reservas fills it). */
export type DemoCommonAreaCharge = { buildingId: number; apartmentId: number; period: string; amount: number };

export type DemoCommonExpenses = {
  settings: CommonExpenseSettings[];
  commonExpenses: DemoCommonExpense[];
  details: DemoCommonExpenseDetail[];
  movements: DemoMovement[];
  closures: DemoClosure[];
  payments: DemoPayment[];
  commonAreaCharges: DemoCommonAreaCharge[];
};

/** Monthly budget of each complejo in centésimos, how many months back it goes, and its extra fees (cuota extra). */
const budgets: Record<number, { monthly: number; months: number; extra: Record<string, number> }> = {
  1: { monthly: 128_000_000, months: 12, extra: { '2026-03': 32_000_000, '2026-08': 19_200_000 } },
  2: { monthly: 112_000_000, months: 12, extra: { '2026-05': 28_000_000 } },
  3: { monthly: 24_000_000, months: 3, extra: {} },
};

const expenseLines = [
  ['Sueldos', 'Sueldos del personal', 0.42],
  ['Cargas sociales', 'Aportes al BPS', 0.12],
  ['Servicios', 'UTE de áreas comunes', 0.08],
  ['Servicios', 'OSE de áreas comunes', 0.04],
  ['Mantenimiento', 'Mantenimiento de ascensores', 0.07],
  ['Limpieza', 'Artículos de limpieza', 0.03],
  ['Seguros', 'Seguro integral del edificio', 0.05],
  ['Administración', 'Honorarios de la administradora', 0.08],
] as const;

/** How an account pays what it owes each month: most in full, some half, a few never (the debts of Deuda). */
type Habit = 'pays' | 'half' | 'never';

/**
 * The gastos comunes of each complejo up to the current month, computed by the ledger's own rules (ledger/): every
 * month but the current one closed, the current one open with the payments of its first days. The first complejo
 * bills its tenants separately (two statements for a rented unit). About one account in twelve never pays and one
 * in ten pays half, so Deuda has debts of every age, readjusted by the INE's IPC and with the legal interest.
 */
export const layoutCommonExpenses = (
  base: DemoBase,
  calendar: DemoCalendar,
  reserves: readonly DemoReserve[],
): DemoCommonExpenses => {
  const random = seededRandom(2026_05);
  const currentPeriod = periodOf(calendar.today);
  const data: DemoCommonExpenses = {
    settings: [],
    commonExpenses: [],
    details: [],
    movements: [],
    closures: [],
    payments: [],
    commonAreaCharges: [],
  };
  for (const [key, budget] of Object.entries(budgets)) {
    const buildingId = Number(key);
    const companyId = companyIdOf(base, buildingId);
    const administrator = administratorOf(base, buildingId);
    const settings: CommonExpenseSettings = {
      buildingId,
      dueDay: 10,
      reserveFundBasisPoints: 1_000,
      billTenants: buildingId === 1,
      lateFeeRule: 'ley-19604',
      readjustByIndex: legalLateFeeRule.readjustByIndex,
      annualRateBasisPoints: legalLateFeeRule.annualRateBasisPoints,
    };
    data.settings.push(settings);
    const extraFees = new Map(Object.entries(budget.extra).map(([period, fee]) => [calendar.period(period), fee]));
    const units = unitsOf(base, buildingId);
    const tenants = new Set(
      base.residentApartments
        .filter((link) => link.relation === 'inquilino')
        .filter((link) => base.residents.find((resident) => resident.id === link.residentId)?.status === 'activo')
        .map((link) => link.apartmentId),
    );
    const billed = units.map((unit) => ({
      apartmentId: unit.id,
      coefficient: unit.coefficient,
      tenant: settings.billTenants && tenants.has(unit.id),
    }));
    const accounts: AccountKey[] = billed.flatMap((unit): AccountKey[] =>
      unit.tenant
        ? [
            { apartmentId: unit.apartmentId, payer: 'propietario' },
            { apartmentId: unit.apartmentId, payer: 'inquilino' },
          ]
        : [{ apartmentId: unit.apartmentId, payer: 'propietario' }],
    );
    const habits = new Map(
      accounts.map((account): [string, Habit] => {
        const roll = random.next();
        return [accountKeyOf(account), roll < 0.08 ? 'never' : roll < 0.18 ? 'half' : 'pays'];
      }),
    );
    const histories = new Map<
      string,
      { charges: AccountHistory['charges'][number][]; payments: AccountHistory['payments'][number][] }
    >();
    const debtCarried = new Map<string, number>();
    const firstPeriod = addPeriods(currentPeriod, -(budget.months - 1));
    for (const account of accounts) {
      // A few units come with a debt from before Horizontal: the first period's opening balance.
      const opening = random.chance(0.1) ? random.int(5, 60) * 100_000 : 0;
      debtCarried.set(accountKeyOf(account), opening);
      const { charges, payments } = openingOf(firstPeriod, opening);
      histories.set(accountKeyOf(account), { charges: [...charges], payments: [...payments] });
    }

    for (let back = budget.months - 1; back >= 0; back -= 1) {
      const period = addPeriods(currentPeriod, -back);
      const open = period === currentPeriod;
      // The last closed month's statements went out by e-mail, each with its PDF: the administradora began sending
      // them through Horizontal then; the months before it stay closed.
      const sent = back === 1;
      const row: DemoCommonExpense = {
        id: data.commonExpenses.length + 1,
        buildingId,
        period,
        dueDate: `${addPeriods(period, 1)}-${String(settings.dueDay).padStart(2, '0')}`,
        status: open ? 'borrador' : sent ? 'enviado' : 'cerrado',
        reserveFundBasisPoints: settings.reserveFundBasisPoints,
        extraFeeAmount: extraFees.get(period) ?? 0,
        extraFeeSplit: 'coeficiente',
      };
      data.commonExpenses.push(row);

      // The month's payments: each account pays (or not) what its last statement said, on the 8th.
      const payDay = `${period}-08`;
      let collected = 0;
      const statements = accounts.map((account) => {
        const key = accountKeyOf(account);
        const prevBalance = debtCarried.get(key)!;
        const habit = habits.get(key)!;
        const paid =
          prevBalance <= 0 || habit === 'never' || (open && payDay > calendar.today)
            ? 0
            : habit === 'half'
              ? Math.floor(prevBalance / 2)
              : prevBalance;
        const id = data.details.length + 1;
        const detail: DemoCommonExpenseDetail = {
          id,
          commonExpenseId: row.id,
          ...account,
          prevBalance,
          payments: paid,
          balance: prevBalance - paid,
          surcharge: 0,
          commonExpenses: 0,
          extraFee: 0,
          reserveFound: 0,
          commonAreas: 0,
          totalPeriod: 0,
          totalDebt: prevBalance - paid,
          documentKey: sent ? `c${companyId}/estados-de-cuenta/${period}/${id}-${account.payer}.pdf` : null,
          sentAt: sent ? calendar.moment(`${addPeriods(period, 1)}-06`, '10:00') : null,
        };
        data.details.push(detail);
        if (paid > 0) {
          collected += paid;
          histories.get(key)!.payments.push({ paidOn: payDay, amount: paid });
          data.payments.push({
            id: data.payments.length + 1,
            buildingId,
            detailId: id,
            ...account,
            amount: paid,
            paidOn: payDay,
            method: random.chance(0.2) ? 'red_de_cobranza' : 'transferencia',
            reference: `TRF-${companyId}-${String(id).padStart(6, '0')}`,
            confirmedAt: calendar.moment(`${period}-09`, '11:00'),
            confirmedByUserId: administrator.id,
          });
        }
        return detail;
      });

      const commonAreas = new Map<number, number>();
      for (const reserve of reserves) {
        if (reserve.status !== 'confirmada' || periodOf(reserve.date) !== period) continue;
        if (!units.some((unit) => unit.id === reserve.apartmentId) || reserve.price <= 0) continue;
        commonAreas.set(reserve.apartmentId, (commonAreas.get(reserve.apartmentId) ?? 0) + reserve.price);
      }
      for (const [apartmentId, amount] of commonAreas) {
        data.commonAreaCharges.push({ buildingId, apartmentId, period, amount });
      }

      const movement = (date: string, type: Movement['type'], category: string, description: string, amount: number) =>
        data.movements.push({
          id: data.movements.length + 1,
          buildingId,
          commonExpenseId: row.id,
          period,
          date,
          type,
          category,
          description,
          amount,
        });
      if (collected > 0) movement(payDay, 'ingreso', 'Cobranza', 'Cobranza de gastos comunes', collected);
      let expenses = 0;
      for (const [category, description, weight] of expenseLines) {
        const day = random.int(1, 28);
        const date = `${period}-${String(day).padStart(2, '0')}`;
        const amount = Math.round((budget.monthly * weight * random.int(92, 108)) / 100);
        // The open month shows the expenses paid so far.
        if (open && date > calendar.today) continue;
        expenses += amount;
        movement(date, 'egreso', category, description, amount);
      }
      if (open) continue;

      const closed = closeMonth({
        period,
        dueDate: row.dueDate,
        reserveFundBasisPoints: row.reserveFundBasisPoints,
        extraFeeAmount: row.extraFeeAmount,
        extraFeeSplit: row.extraFeeSplit,
        expenses,
        units: billed,
        commonAreas,
        open: statements,
        historyOf: (account) => histories.get(accountKeyOf(account))!,
        rule: legalLateFeeRule,
        index: publishedPriceIndex,
      });
      for (const figures of closed) {
        const key = accountKeyOf(figures);
        const detail = statements.find((statement) => accountKeyOf(statement) === key)!;
        Object.assign(detail, figures);
        histories.get(key)!.charges.push(chargeOfStatement(figures, row));
        debtCarried.set(key, figures.totalDebt);
      }
      const own = data.movements.filter((line) => line.commonExpenseId === row.id);
      const income = own.filter((line) => line.type === 'ingreso').reduce((sum, line) => sum + line.amount, 0);
      const expense = own.filter((line) => line.type === 'egreso').reduce((sum, line) => sum + line.amount, 0);
      data.closures.push({
        id: data.closures.length + 1,
        buildingId,
        period,
        income,
        expense,
        total: income - expense,
        closedAt: calendar.moment(`${addPeriods(period, 1)}-0${random.int(1, 5)}`, '18:30'),
        closedByUserId: administrator.id,
      });
    }
  }
  return data;
};
