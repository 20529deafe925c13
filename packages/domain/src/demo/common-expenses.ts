import { addPeriods, periodOf } from '../dates/dates';
import type {
  Closure,
  CommonExpenseDetail,
  CommonExpenseStatus,
  Movement,
  PaymentMethod,
} from '../entities/common-expense';
import { allocateCents } from '../formatters/money';
import type { DemoCalendar } from './calendar';
import { administratorOf, companyIdOf, unitsOf } from './people';
import { seededRandom } from './random';
import type { DemoReserve } from './reservations';
import type { DemoBase } from './types';

/** A period of a complejo without its sums: they are added up from its details. */
export type DemoCommonExpense = {
  id: number;
  buildingId: number;
  /** yyyy-mm */
  period: string;
  dueDate: string | null;
  status: CommonExpenseStatus;
};

/** A unit's statement; the unit's number, tower and owner are read from the unit and its residents. */
export type DemoCommonExpenseDetail = Omit<CommonExpenseDetail, 'apartment' | 'tower' | 'owner'>;

export type DemoMovement = Movement;

/** A closed period; who closed it is a user of the demo. */
export type DemoClosure = Omit<Closure, 'closedBy'> & { closedByUserId: number };

/** A confirmed payment of a unit's statement: what makes up the detail's `payments`. */
export type DemoPayment = {
  id: number;
  buildingId: number;
  detailId: number;
  apartmentId: number;
  /** Centésimos. */
  amount: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string;
  confirmedAt: string;
  confirmedByUserId: number;
};

export type DemoCommonExpenses = {
  commonExpenses: DemoCommonExpense[];
  details: DemoCommonExpenseDetail[];
  movements: DemoMovement[];
  closures: DemoClosure[];
  payments: DemoPayment[];
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

/**
 * The gastos comunes of each complejo up to the current month: the current period a borrador, the previous one
 * sent, the older ones closed. Each unit pays its share by coefficient, a tenth more for the reserve fund, the
 * common areas it booked and the extra fees; about one in seven carries a debt that it pays off, halves or keeps.
 */
export const layoutCommonExpenses = (
  base: DemoBase,
  calendar: DemoCalendar,
  reserves: readonly DemoReserve[],
): DemoCommonExpenses => {
  const random = seededRandom(2026_05);
  const currentPeriod = periodOf(calendar.today);
  const previousPeriod = addPeriods(currentPeriod, -1);
  const statusOf = (period: string): CommonExpenseStatus => {
    if (period === currentPeriod) return 'borrador';
    if (period === previousPeriod) return 'enviado';
    return 'cerrado';
  };
  const reservesOf = (apartmentId: number, period: string) =>
    reserves
      .filter((reserve) => reserve.apartmentId === apartmentId && reserve.status === 'confirmada')
      .filter((reserve) => periodOf(reserve.date) === period)
      .reduce((sum, reserve) => sum + reserve.price, 0);

  const data: DemoCommonExpenses = { commonExpenses: [], details: [], movements: [], closures: [], payments: [] };
  for (const [key, budget] of Object.entries(budgets)) {
    const buildingId = Number(key);
    const companyId = companyIdOf(base, buildingId);
    const administrator = administratorOf(base, buildingId);
    const extraFees = new Map(Object.entries(budget.extra).map(([period, fee]) => [calendar.period(period), fee]));
    const units = unitsOf(base, buildingId);
    const shares = allocateCents(
      budget.monthly,
      units.map((unit) => unit.coefficient),
    );
    const debt = new Map(units.map((unit) => [unit.id, random.chance(0.15) ? random.int(5, 60) * 100_000 : 0]));
    for (let back = budget.months - 1; back >= 0; back -= 1) {
      const period = addPeriods(currentPeriod, -back);
      const status = statusOf(period);
      const row: DemoCommonExpense = {
        id: data.commonExpenses.length + 1,
        buildingId,
        period,
        dueDate: `${period}-10`,
        status,
      };
      data.commonExpenses.push(row);
      const extra = extraFees.get(period) ?? 0;
      const extraShares =
        extra > 0
          ? allocateCents(
              extra,
              units.map((unit) => unit.coefficient),
            )
          : units.map(() => 0);
      let collected = 0;
      units.forEach((unit, index) => {
        const prevBalance = debt.get(unit.id)!;
        const behaviour = random.next();
        const payments = behaviour < 0.85 ? prevBalance : behaviour < 0.95 ? Math.floor(prevBalance / 2) : 0;
        const balance = prevBalance - payments;
        const commonExpenses = shares[index]!;
        const reserveFound = Math.round(commonExpenses / 10);
        const surcharge = balance > 0 ? Math.round(balance / 10) : 0;
        const commonAreas = reservesOf(unit.id, period);
        const extraFee = extraShares[index]!;
        const totalPeriod = surcharge + commonExpenses + extraFee + reserveFound + commonAreas;
        const totalDebt = balance + totalPeriod;
        collected += payments;
        debt.set(unit.id, totalDebt);
        const generated = status !== 'borrador';
        const detail: DemoCommonExpenseDetail = {
          id: data.details.length + 1,
          commonExpenseId: row.id,
          apartmentId: unit.id,
          prevBalance,
          payments,
          balance,
          surcharge,
          commonExpenses,
          extraFee,
          reserveFound,
          commonAreas,
          totalPeriod,
          totalDebt,
          documentKey: generated ? `c${companyId}/gastoscomunes/${period}/unidad-${unit.id}.pdf` : null,
          sentAt: generated ? calendar.moment(`${period}-03`, '09:00') : null,
        };
        data.details.push(detail);
        if (payments > 0) {
          data.payments.push({
            id: data.payments.length + 1,
            buildingId,
            detailId: detail.id,
            apartmentId: unit.id,
            amount: payments,
            paidOn: `${period}-08`,
            method: 'transferencia',
            reference: `TRF-${detail.id}`,
            confirmedAt: calendar.moment(`${period}-09`, '11:00'),
            confirmedByUserId: administrator.id,
          });
        }
      });
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
      movement(`${period}-12`, 'ingreso', 'Cobranza', 'Cobranza de gastos comunes', collected);
      const rentals = units.reduce((sum, unit) => sum + reservesOf(unit.id, period), 0);
      if (rentals > 0) movement(`${period}-20`, 'ingreso', 'Áreas comunes', 'Reservas de áreas comunes', rentals);
      for (const [category, description, weight] of expenseLines) {
        const amount = Math.round((budget.monthly * weight * random.int(92, 108)) / 100);
        movement(`${period}-${String(random.int(1, 28)).padStart(2, '0')}`, 'egreso', category, description, amount);
      }
      if (status === 'cerrado') {
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
          closedAt: calendar.moment(`${addPeriods(period, 1)}-05`, '18:30'),
          closedByUserId: administrator.id,
        });
      }
    }
  }
  return data;
};
