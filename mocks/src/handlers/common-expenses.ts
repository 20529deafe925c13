import type {
  CallBody,
  CommonExpense,
  CommonExpenseDetail,
  CommonExpenseSettings,
  SessionUser,
  SheetKind,
  SheetReading,
} from '@horizontal/domain';
import {
  type AccountKey,
  accountKeyOf,
  addPeriods,
  COEFFICIENTS_TOTAL,
  type CommonExpenseStatus,
  closeMonth,
  coefficientsSum,
  commonExpenseMessages,
  contract,
  headersProblem,
  lateFeeRuleOf,
  legalLateFeeRule,
  overdueTotalsOf,
  paymentsFileHeaders,
  paymentsFileLimits,
  readDetailRows,
  readMovementRows,
  readPaymentsFile,
  sheetLayouts,
  unitFinderOf,
  unitLabel,
} from '@horizontal/domain';
import { db, nextId, now } from '../db';
import { mockToday } from '../fixtures/clock';
import type { CommonExpenseRow } from '../fixtures/common-expenses';
import { residentNameOf } from '../fixtures/common-expenses';
import {
  accountDebtsOf,
  debtCertificateOf,
  debtReportOf,
  historiesOf,
  periodsOf,
  priceIndexOf,
  settingsOf,
} from '../ledger';
import { readSheet } from '../read-sheet';
import { badRequest, buildingOf, conflict, MockError, notFound, reachesBuilding } from './guards';
import { mayCall, mockCall } from './mock-call';

const calls = contract.commonExpenses;
const text = commonExpenseMessages;

const sum = <Row>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

export const detailsOf = (commonExpenseId: number) =>
  db.commonExpenseDetails.filter((detail) => detail.commonExpenseId === commonExpenseId);

const movementsOf = (commonExpenseId: number) =>
  db.movements.filter((line) => line.commonExpenseId === commonExpenseId);

/** A period with its sums added up from its statements and movements, so they follow every change. */
export const withSums = (row: CommonExpenseRow): CommonExpense => {
  const details = detailsOf(row.id);
  const movements = movementsOf(row.id);
  return {
    ...row,
    income: sum(
      movements.filter((line) => line.type === 'ingreso'),
      (line) => line.amount,
    ),
    expense: sum(
      movements.filter((line) => line.type === 'egreso'),
      (line) => line.amount,
    ),
    units: new Set(details.map((detail) => detail.apartmentId)).size,
    commonExpenses: sum(details, (detail) => detail.commonExpenses),
    extraFee: sum(details, (detail) => detail.extraFee),
    totalPeriod: sum(details, (detail) => detail.totalPeriod),
    payments: sum(details, (detail) => detail.payments),
    totalDebt: sum(details, (detail) => detail.totalDebt),
  };
};

export const periodOf = (user: SessionUser, id: number) => {
  const row = db.commonExpenses.find((candidate) => candidate.id === id);
  if (!row || !reachesBuilding(user, row.buildingId)) throw notFound(text.notFound);
  return row;
};

const detailOf = (user: SessionUser, id: number) => {
  const detail = db.commonExpenseDetails.find((candidate) => candidate.id === id);
  if (!detail) throw notFound(text.detailNotFound);
  const row = db.commonExpenses.find((candidate) => candidate.id === detail.commonExpenseId)!;
  if (!reachesBuilding(user, row.buildingId)) throw notFound(text.detailNotFound);
  return { detail, row };
};

/** balance = prevBalance − payments; totalPeriod adds the month's charges; totalDebt = balance + totalPeriod. */
const recompute = (detail: CommonExpenseDetail) => {
  detail.balance = detail.prevBalance - detail.payments;
  detail.totalPeriod =
    detail.surcharge + detail.commonExpenses + detail.extraFee + detail.reserveFound + detail.commonAreas;
  detail.totalDebt = detail.balance + detail.totalPeriod;
};

const refuseUnless = (
  row: CommonExpenseRow,
  allowed: CommonExpenseStatus[],
  refusal: (status: CommonExpenseStatus) => string,
) => {
  if (!allowed.includes(row.status)) throw conflict(refusal(row.status));
};

const unitsOf = (buildingId: number) => db.apartments.filter((unit) => unit.buildingId === buildingId);

/** The units that bill a tenant apart: where the complejo does, those with an active tenant. */
const billedUnits = (buildingId: number) => {
  const { billTenants } = settingsOf(db, buildingId);
  return unitsOf(buildingId).map((unit) => ({
    apartmentId: unit.id,
    coefficient: unit.coefficient,
    tenant: billTenants && residentNameOf(unit.id, 'inquilino') !== null,
  }));
};

const accountsOf = (buildingId: number): AccountKey[] =>
  billedUnits(buildingId).flatMap((unit): AccountKey[] => [
    { apartmentId: unit.apartmentId, payer: 'propietario' },
    ...(unit.tenant ? [{ apartmentId: unit.apartmentId, payer: 'inquilino' as const }] : []),
  ]);

const newStatement = (row: CommonExpenseRow, account: AccountKey, prevBalance: number): CommonExpenseDetail => {
  const unit = db.apartments.find((apartment) => apartment.id === account.apartmentId)!;
  const owner = residentNameOf(unit.id, 'propietario');
  const detail: CommonExpenseDetail = {
    id: nextId(db.commonExpenseDetails),
    commonExpenseId: row.id,
    ...account,
    apartment: unit.number,
    tower: unit.tower,
    owner,
    billedTo: account.payer === 'inquilino' ? residentNameOf(unit.id, 'inquilino') : owner,
    prevBalance,
    payments: 0,
    balance: 0,
    surcharge: 0,
    commonExpenses: 0,
    extraFee: 0,
    reserveFound: 0,
    commonAreas: 0,
    totalPeriod: 0,
    totalDebt: 0,
    documentKey: null,
    sentAt: null,
  };
  recompute(detail);
  return detail;
};

const coefficientsRefusal = (buildingId: number) => {
  const total = coefficientsSum(unitsOf(buildingId));
  return total === COEFFICIENTS_TOTAL ? null : text.coefficientsOff(total);
};

type DetailRows = CallBody<typeof contract.commonExpenses.createDetail>['details'];
type MovementRows = CallBody<typeof contract.commonExpenses.createMovement>['movements'];

/** The rows of the details template on an open period's statements: the server's ledger-writes.ts, over the store. */
const applyDetails = (row: CommonExpenseRow, details: DetailRows, rowName?: (index: number) => string) => {
  const refuse = (index: number, message: string) => conflict(rowName ? `${rowName(index)}: ${message}` : message);
  const first = periodsOf(db, row.buildingId)[0]?.id === row.id;
  for (const [index, input] of details.entries()) {
    const apartment = db.apartments.find((unit) => unit.id === input.apartmentId);
    if (!apartment || apartment.buildingId !== row.buildingId)
      throw refuse(index, text.foreignApartment(input.apartmentId));
    const known = detailsOf(row.id).some((detail) => accountKeyOf(detail) === accountKeyOf(input));
    if (!known && input.payer === 'inquilino') throw refuse(index, text.noTenant(unitLabel(apartment)));
    if (input.prevBalance !== 0 && !first) throw refuse(index, text.openingOnlyFirst);
  }
  for (const input of details) {
    let detail = detailsOf(row.id).find((candidate) => accountKeyOf(candidate) === accountKeyOf(input));
    if (!detail) {
      detail = newStatement(row, input, 0);
      db.commonExpenseDetails.push(detail);
    }
    if (first) detail.prevBalance = input.prevBalance;
    detail.commonAreas = input.commonAreas;
    recompute(detail);
  }
};

const addMovements = (row: CommonExpenseRow, movements: MovementRows) => {
  let id = nextId(db.movements);
  for (const input of movements) {
    db.movements.push({ id: id++, buildingId: row.buildingId, commonExpenseId: row.id, period: row.period, ...input });
  }
};

type PaymentValues = Pick<
  CallBody<typeof contract.commonExpenses.confirmPayment>,
  'amount' | 'paidOn' | 'method' | 'reference'
>;

/**
 * A payment on an open statement, once (the server's ledger-writes.ts): the same reference for the same account and
 * amount is the same payment and changes nothing (answers true); a reference another payment used is refused.
 */
const confirmOn = (row: CommonExpenseRow, detail: CommonExpenseDetail, payment: PaymentValues, userId: number) => {
  const same = db.payments.find(
    (candidate) => candidate.buildingId === row.buildingId && candidate.reference === payment.reference,
  );
  if (same) {
    const repeated =
      same.apartmentId === detail.apartmentId && same.payer === detail.payer && same.amount === payment.amount;
    if (!repeated) throw conflict(text.referenceTaken(payment.reference, same.amount));
    return true;
  }
  db.payments.push({
    id: nextId(db.payments),
    buildingId: row.buildingId,
    detailId: detail.id,
    apartmentId: detail.apartmentId,
    payer: detail.payer,
    ...payment,
    confirmedAt: now(),
    confirmedByUserId: userId,
  });
  detail.payments += payment.amount;
  recompute(detail);
  return false;
};

/** A file the period's administradora uploaded: the server's uploads.ts. */
const uploadOf = (row: CommonExpenseRow, key: string) => {
  const company = db.buildings.find((building) => building.id === row.buildingId)!.companyId;
  const file = key.startsWith(`c${company}/`) ? db.files.get(key) : undefined;
  if (!file) throw notFound(text.sheetMissing);
  return file;
};

/** Every row right, or every wrong one named by its row and column: the server's sheets.routes.ts. */
const allRight = <T>(reading: SheetReading<T>) => {
  if (!reading.ok) throw badRequest(text.sheetInvalid(reading.problems));
  if (reading.rows.length === 0) throw badRequest(text.sheetEmpty);
  return reading;
};

const imported = (row: CommonExpenseRow, sheet: SheetKind, count: number) => ({
  message: text.sheetImported(sheet, count),
  imported: count,
  movements: movementsOf(row.id),
  commonExpensesDetail: detailsOf(row.id),
});

export const commonExpensesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', commonExpenses: periodsOf(db, params.id).reverse().map(withSums) };
  }),

  mockCall(calls.detail, ({ params, user }) => ({
    message: 'OK',
    commonExpensesDetail: detailsOf(periodOf(user, params.id).id),
  })),

  mockCall(calls.closures, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      closures: db.closures
        .filter((closure) => closure.buildingId === params.id)
        .sort((a, b) => b.period.localeCompare(a.period)),
    };
  }),

  mockCall(calls.movements, ({ params, user }) => {
    const row = periodOf(user, params.id);
    return {
      message: 'OK',
      movements: movementsOf(row.id).sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
    };
  }),

  /** A new period opens with a statement per account, each carrying the debt of its previous one. */
  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const own = periodsOf(db, body.buildingId);
    if (own.some((row) => row.period === body.period)) throw conflict(text.periodTaken);
    const open = own.find((row) => row.status === 'borrador');
    if (open) throw conflict(text.anotherOpen(open.period));
    const previous = own.at(-1);
    if (previous && body.period !== addPeriods(previous.period, 1)) {
      throw conflict(text.notNext(addPeriods(previous.period, 1)));
    }
    const settings = settingsOf(db, body.buildingId);
    const row: CommonExpenseRow = {
      id: nextId(db.commonExpenses),
      buildingId: body.buildingId,
      period: body.period,
      dueDate: body.dueDate ?? `${addPeriods(body.period, 1)}-${String(settings.dueDay).padStart(2, '0')}`,
      status: 'borrador',
      reserveFundBasisPoints: body.reserveFundBasisPoints ?? settings.reserveFundBasisPoints,
      extraFeeAmount: body.extraFeeAmount,
      extraFeeSplit: body.extraFeeSplit,
    };
    db.commonExpenses.push(row);
    const before = previous ? detailsOf(previous.id) : [];
    for (const account of accountsOf(body.buildingId)) {
      const carried = before.find((detail) => accountKeyOf(detail) === accountKeyOf(account));
      db.commonExpenseDetails.push(newStatement(row, account, carried?.totalDebt ?? 0));
    }
    return { message: text.created, commonExpense: withSums(row) };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador'], text.amountsLocked);
    const settings = settingsOf(db, row.buildingId);
    Object.assign(row, {
      dueDate: body.dueDate ?? `${addPeriods(row.period, 1)}-${String(settings.dueDay).padStart(2, '0')}`,
      reserveFundBasisPoints: body.reserveFundBasisPoints ?? settings.reserveFundBasisPoints,
      extraFeeAmount: body.extraFeeAmount,
      extraFeeSplit: body.extraFeeSplit,
    });
    return { message: text.updated, commonExpense: withSums(row) };
  }),

  mockCall(calls.close, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador'], text.amountsLocked);
    const earlier = periodsOf(db, row.buildingId).filter((other) => other.period < row.period);
    const unclosed = earlier.find((other) => other.status === 'borrador');
    if (unclosed) throw conflict(text.closeInOrder(unclosed.period));
    if (unitsOf(row.buildingId).length === 0) throw conflict(text.noUnits);
    const coefficients = coefficientsRefusal(row.buildingId);
    if (coefficients) throw conflict(coefficients);
    const settings = settingsOf(db, row.buildingId);
    const statements = detailsOf(row.id);
    const commonAreas = new Map<number, number>();
    for (const charge of db.commonAreaCharges) {
      if (charge.buildingId !== row.buildingId || charge.period !== row.period) continue;
      commonAreas.set(charge.apartmentId, (commonAreas.get(charge.apartmentId) ?? 0) + charge.amount);
    }
    for (const statement of statements) {
      if (statement.commonAreas > 0) {
        commonAreas.set(statement.apartmentId, (commonAreas.get(statement.apartmentId) ?? 0) + statement.commonAreas);
      }
    }
    const histories = historiesOf(db, row.buildingId);
    const movements = movementsOf(row.id);
    const expense = sum(
      movements.filter((line) => line.type === 'egreso'),
      (line) => line.amount,
    );
    const income = sum(
      movements.filter((line) => line.type === 'ingreso'),
      (line) => line.amount,
    );
    const closed = closeMonth({
      period: row.period,
      dueDate: row.dueDate,
      reserveFundBasisPoints: row.reserveFundBasisPoints,
      extraFeeAmount: row.extraFeeAmount,
      extraFeeSplit: row.extraFeeSplit,
      expenses: expense,
      units: billedUnits(row.buildingId),
      commonAreas,
      open: statements,
      historyOf: (account) => histories.get(accountKeyOf(account)) ?? { charges: [], payments: [] },
      rule: lateFeeRuleOf(settings),
      index: priceIndexOf(db, row.buildingId).months,
    });
    for (const figures of closed) {
      const existing = statements.find((statement) => accountKeyOf(statement) === accountKeyOf(figures));
      const detail = existing ?? newStatement(row, figures, 0);
      if (!existing) db.commonExpenseDetails.push(detail);
      Object.assign(detail, figures);
    }
    row.status = 'cerrado';
    const closure = {
      id: nextId(db.closures),
      buildingId: row.buildingId,
      period: row.period,
      income,
      expense,
      total: income - expense,
      closedAt: now(),
      closedBy: user.name,
    };
    db.closures.push(closure);
    return { message: text.closed(row.period), closure, commonExpense: withSums(row) };
  }),

  mockCall(calls.createDetail, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador'], text.amountsLocked);
    applyDetails(row, body.details);
    return { message: text.detailSaved, commonExpensesDetail: detailsOf(row.id) };
  }),

  mockCall(calls.createMovement, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador'], text.movementsLocked);
    addMovements(row, body.movements);
    return { message: text.movementsSaved, movements: movementsOf(row.id) };
  }),

  mockCall(calls.importSheet, async ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    const file = uploadOf(row, body.key);
    const layout = sheetLayouts[body.sheet];
    const sheet = await readSheet(file, layout);
    const expected = headersProblem(layout, sheet.headers);
    if (expected) throw badRequest(text.sheetHeaders(expected));
    if (body.sheet === 'movimientos') {
      refuseUnless(row, ['borrador'], text.movementsLocked);
      const reading = allRight(readMovementRows(sheet.rows));
      addMovements(row, reading.rows);
      return imported(row, body.sheet, reading.rows.length);
    }
    refuseUnless(row, ['borrador'], text.amountsLocked);
    const units = db.apartments.filter((unit) => unit.buildingId === row.buildingId);
    const reading = allRight(readDetailRows(sheet.rows, unitFinderOf(units)));
    applyDetails(row, reading.rows, (index) => `Fila ${reading.numbers[index]}`);
    return imported(row, body.sheet, reading.rows.length);
  }),

  mockCall(calls.confirmPayment, ({ body, user }) => {
    const { detail, row } = detailOf(user, body.detailId);
    refuseUnless(row, ['borrador'], text.paymentsClosed);
    if (body.paidOn > mockToday) throw conflict(text.paidInFuture);
    const repeated = confirmOn(row, detail, body, user.id);
    return { message: repeated ? text.paymentRepeated : text.paymentConfirmed, detail };
  }),

  mockCall(calls.importPayments, async ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    const file = uploadOf(row, body.key);
    if (file.size > paymentsFileLimits.bytes) throw new MockError(413, text.paymentsFileTooLarge);
    const { default: Papa } = await import('papaparse');
    const parsed = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
      delimitersToGuess: [';', ',', '\t'],
      skipEmptyLines: false,
    });
    const [headers = [], ...lines] = parsed.data;
    if (lines.length > paymentsFileLimits.lines) throw new MockError(413, text.paymentsFileTooLarge);
    const columns = paymentsFileHeaders(headers);
    if (!columns) throw badRequest(text.paymentsFileHeaders);
    const read = readPaymentsFile(
      lines.map((cells, index) => ({ number: index + 2, cells })),
      columns,
    );
    if (read.payments.length === 0 && read.rejected.length === 0) throw badRequest(text.paymentsFileEmpty);
    refuseUnless(row, ['borrador'], text.paymentsClosed);
    const rejected = [...read.rejected];
    let confirmed = 0;
    let repeated = 0;
    for (const payment of read.payments) {
      const reject = (reason: string) => rejected.push({ line: payment.line, reference: payment.reference, reason });
      const detail =
        payment.account.buildingId === row.buildingId
          ? detailsOf(row.id).find((candidate) => accountKeyOf(candidate) === accountKeyOf(payment.account))
          : undefined;
      if (!detail) {
        reject(text.unknownAccount);
        continue;
      }
      if (payment.paidOn > mockToday) {
        reject(text.paidInFuture);
        continue;
      }
      try {
        const again = confirmOn(
          row,
          detail,
          { amount: payment.amount, paidOn: payment.paidOn, method: 'red_de_cobranza', reference: payment.receipt },
          user.id,
        );
        if (again) repeated += 1;
        else confirmed += 1;
      } catch (error) {
        if (error instanceof MockError && error.status === 409) reject(error.message);
        else throw error;
      }
    }
    rejected.sort((a, b) => a.line - b.line);
    return { message: text.paymentsImported(confirmed, repeated, rejected), confirmed, repeated, rejected };
  }),

  mockCall(calls.settings, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', settings: settingsOf(db, params.id) };
  }),

  mockCall(calls.saveSettings, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const legal = body.lateFeeRule === 'ley-19604';
    const settings: CommonExpenseSettings = {
      ...body,
      readjustByIndex: legal ? legalLateFeeRule.readjustByIndex : body.readjustByIndex,
      annualRateBasisPoints: legal ? legalLateFeeRule.annualRateBasisPoints : body.annualRateBasisPoints,
    };
    db.commonExpenseSettings = [
      ...db.commonExpenseSettings.filter((other) => other.buildingId !== body.buildingId),
      settings,
    ];
    return { message: text.settingsSaved, settings };
  }),

  mockCall(calls.priceIndex, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      months: [...priceIndexOf(db, params.id).months].sort((a, b) => a.period.localeCompare(b.period)),
    };
  }),

  mockCall(calls.savePriceIndex, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const table = priceIndexOf(db, body.buildingId);
    for (const month of body.months) {
      table.months = [...table.months.filter((known) => known.period !== month.period), month];
    }
    return {
      message: text.priceIndexSaved,
      months: [...table.months].sort((a, b) => a.period.localeCompare(b.period)),
    };
  }),

  mockCall(calls.debt, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', debt: debtReportOf(db, params.id) };
  }),

  mockCall(calls.debtCertificate, ({ params, user }) => {
    const { detail, row } = detailOf(user, params.id);
    return { message: 'OK', certificate: debtCertificateOf(db, row.buildingId, detail) };
  }),

  mockCall(calls.summary, ({ params, user }) => {
    buildingOf(user, params.id);
    if (!mayCall(user, calls.debt)) return { message: 'OK', summary: { debt: null, unitsInDebt: null } };
    const { total, unitsInDebt } = overdueTotalsOf(
      accountDebtsOf(db, params.id).map(({ detail, figures }) => ({ apartmentId: detail.apartmentId, figures })),
    );
    return { message: 'OK', summary: { debt: total, unitsInDebt } };
  }),
];
