import type {
  CommonExpenseDetail,
  CommonExpenseSettings,
  DebtCertificate,
  DebtReport,
  YearAccount,
} from '@horizontal/domain';
import {
  accountHistories,
  accountKeyOf,
  chargesTotal,
  debtFiguresOf,
  indexUsedOn,
  lateFeeRuleOf,
  legalLateFeeRule,
  overdueTotalsOf,
  type ReadjustmentFactors,
  replayDebt,
  yearAccountOf,
} from '@horizontal/domain';
import type { MockDb } from './db';
import { mockToday } from './fixtures/clock';

/*
 * The gastos comunes ledger over the mocks' store, as the server reads it: each complejo's settings and IPC table,
 * its periods in order, and every account's debt today (Deuda, its certificate, Inicio's figures). The handlers read
 * the live store; the screens' stories read the seeded one, so both show the same figures.
 */

const defaultSettings = (buildingId: number): CommonExpenseSettings => ({
  buildingId,
  dueDay: 10,
  reserveFundBasisPoints: 1_000,
  billTenants: false,
  lateFeeRule: 'ley-19604',
  readjustByIndex: legalLateFeeRule.readjustByIndex,
  annualRateBasisPoints: legalLateFeeRule.annualRateBasisPoints,
});

export const settingsOf = (store: MockDb, buildingId: number) =>
  store.commonExpenseSettings.find((settings) => settings.buildingId === buildingId) ?? defaultSettings(buildingId);

/** The IPC table of the complejo's administradora (created empty the first time it is written). */
export const priceIndexOf = (store: MockDb, buildingId: number) => {
  const companyId = store.buildings.find((building) => building.id === buildingId)!.companyId;
  let table = store.priceIndex.find((entry) => entry.companyId === companyId);
  if (!table) {
    table = { companyId, months: [] };
    store.priceIndex.push(table);
  }
  return table;
};

/** A complejo's periods, oldest first. */
export const periodsOf = (store: MockDb, buildingId: number) =>
  store.commonExpenses
    .filter((row) => row.buildingId === buildingId)
    .sort((a, b) => (a.period < b.period ? -1 : a.period > b.period ? 1 : 0));

/** Every account's history in a complejo: its statements' opening balance and closed charges, and its payments. */
export const historiesOf = (store: MockDb, buildingId: number, ordered = periodsOf(store, buildingId)) => {
  const periods = new Map(ordered.map((row) => [row.id, row]));
  const statements = store.commonExpenseDetails
    .filter((detail) => periods.has(detail.commonExpenseId))
    .map((detail) => {
      const row = periods.get(detail.commonExpenseId)!;
      return {
        ...detail,
        period: row.period,
        dueDate: row.dueDate,
        closed: row.status !== 'borrador',
        charges: chargesTotal(detail),
      };
    });
  const periodOfDetail = new Map(statements.map((statement) => [statement.id, statement.period]));
  return accountHistories(
    statements,
    store.payments
      .filter((payment) => payment.buildingId === buildingId)
      .map((payment) => ({ ...payment, period: periodOfDetail.get(payment.detailId) ?? '' })),
  );
};

/**
 * The debt of every account of a complejo on a day (today, for Deuda), replayed, by its latest statement (Deuda
 * links it). A past day is asked with the periods up to its month: a statement that settled the account later
 * would otherwise start its history after that day (accountHistories).
 */
export const accountDebtsOf = (
  store: MockDb,
  buildingId: number,
  asOf = mockToday,
  ordered = periodsOf(store, buildingId),
) => {
  const settings = settingsOf(store, buildingId);
  const index = priceIndexOf(store, buildingId).months;
  const histories = historiesOf(store, buildingId, ordered);
  const order = new Map(ordered.map((row, position) => [row.id, position]));
  const latest = new Map<string, CommonExpenseDetail>();
  for (const detail of store.commonExpenseDetails) {
    if (!order.has(detail.commonExpenseId)) continue;
    const key = accountKeyOf(detail);
    const known = latest.get(key);
    if (!known || order.get(known.commonExpenseId)! < order.get(detail.commonExpenseId)!) latest.set(key, detail);
  }
  const factors: ReadjustmentFactors = new Map();
  return [...latest.entries()].map(([key, detail]) => {
    const standing = replayDebt({
      ...histories.get(key)!,
      rule: lateFeeRuleOf(settings),
      index,
      asOf,
      factors,
    });
    return { detail, standing, figures: debtFiguresOf(standing) };
  });
};

/** Deuda of a complejo (GET /commonexpenses/debt/{id}). */
export const debtReportOf = (store: MockDb, buildingId: number): DebtReport => {
  const settings = settingsOf(store, buildingId);
  return {
    asOf: mockToday,
    lateFeeRule: settings.lateFeeRule,
    indexUsed: indexUsedOn(priceIndexOf(store, buildingId).months, mockToday),
    rows: accountDebtsOf(store, buildingId).map(({ detail, figures }) => ({
      detailId: detail.id,
      apartmentId: detail.apartmentId,
      apartment: detail.apartment,
      tower: detail.tower,
      payer: detail.payer,
      billedTo: detail.billedTo,
      ...figures,
    })),
  };
};

/** The debt certificate of the account of a statement (GET /commonexpenses/debt/certificate/{id}), always replayed. */
export const debtCertificateOf = (store: MockDb, buildingId: number, detail: CommonExpenseDetail): DebtCertificate => {
  const settings = settingsOf(store, buildingId);
  const rule = lateFeeRuleOf(settings);
  const index = priceIndexOf(store, buildingId).months;
  const building = store.buildings.find((candidate) => candidate.id === buildingId)!;
  const company = store.companies.find((candidate) => candidate.id === building.companyId)!;
  const standing = replayDebt({
    ...(historiesOf(store, buildingId).get(accountKeyOf(detail)) ?? { charges: [], payments: [] }),
    rule,
    index,
    asOf: mockToday,
  });
  return {
    building: building.name,
    company: company.name,
    apartment: detail.apartment,
    tower: detail.tower,
    payer: detail.payer,
    billedTo: detail.billedTo,
    asOf: mockToday,
    lateFeeRule: settings.lateFeeRule,
    readjustByIndex: rule.readjustByIndex,
    annualRateBasisPoints: rule.annualRateBasisPoints,
    indexUsed: indexUsedOn(index, mockToday),
    charges: standing.charges.filter((charge) => charge.capitalLeft + charge.surchargeLeft > 0),
    capital: standing.capital,
    surcharge: standing.surcharge,
    credit: standing.credit,
    total: standing.total,
  };
};

/**
 * Contabilidad of a complejo (GET /commonexpenses/yearaccount/{id}/{year}): the year's account from the store's
 * movements and payments up to 31 December, and the years that have periods, newest first.
 */
export const yearAccountAnswerOf = (
  store: MockDb,
  buildingId: number,
  year: number,
): { yearAccount: YearAccount; years: number[] } => {
  const end = `${year}-12-31`;
  // The current year ends today: what the units owe is Deuda's figure, not one of a day still to come.
  const asOf = end < mockToday ? end : mockToday;
  const periods = periodsOf(store, buildingId);
  const debts = accountDebtsOf(
    store,
    buildingId,
    asOf,
    periods.filter((row) => row.period <= asOf.slice(0, 7)),
  );
  // Only a closed month billed its reserve fund: an open month's statements are still a draft.
  const billing = new Map(
    periods
      .filter((row) => row.period.startsWith(`${year}-`) && row.status !== 'borrador')
      .map((row) => [row.id, row.period]),
  );
  const yearAccount = yearAccountOf({
    year,
    movements: store.movements.filter((movement) => movement.buildingId === buildingId && movement.date <= end),
    // Every payment of the store was confirmed when it was recorded (the mocks keep no pending ones).
    payments: store.payments.filter((payment) => payment.buildingId === buildingId && payment.paidOn <= end),
    reserveFundBilled: store.commonExpenseDetails
      .filter((detail) => billing.has(detail.commonExpenseId))
      .map((detail) => ({ period: billing.get(detail.commonExpenseId)!, amount: detail.reserveFound })),
    debtAtEnd: {
      asOf,
      ...overdueTotalsOf(debts.map(({ detail, figures }) => ({ apartmentId: detail.apartmentId, figures }))),
    },
  });
  const years = [...new Set(periods.map((row) => Number(row.period.slice(0, 4))))].sort((a, b) => b - a);
  return { yearAccount, years };
};
