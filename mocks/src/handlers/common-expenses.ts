import type { CommonExpense, CommonExpenseDetail } from '@horizontal/domain';
import { type CommonExpenseStatus, commonExpenseMessages, contract } from '@horizontal/domain';
import { db, nextId, now } from '../db';
import type { CommonExpenseRow } from '../fixtures/common-expenses';
import { fullName } from '../fixtures/residents';
import { buildingOf, conflict, notFound, reachesBuilding } from './guards';
import { mockCall } from './mock-call';

const calls = contract.commonExpenses;
const text = commonExpenseMessages;

const sum = (details: CommonExpenseDetail[], field: keyof CommonExpenseDetail) =>
  details.reduce((total, detail) => total + (detail[field] as number), 0);

export const detailsOf = (commonExpenseId: number) =>
  db.commonExpenseDetails.filter((detail) => detail.commonExpenseId === commonExpenseId);

/** A period with its sums added up from its units' statements, so they follow every change. */
export const withSums = (row: CommonExpenseRow): CommonExpense => {
  const details = detailsOf(row.id);
  return {
    ...row,
    units: details.length,
    commonExpenses: sum(details, 'commonExpenses'),
    extraFee: sum(details, 'extraFee'),
    totalPeriod: sum(details, 'totalPeriod'),
    payments: sum(details, 'payments'),
    totalDebt: sum(details, 'totalDebt'),
  };
};

export const periodOf = (user: Parameters<typeof reachesBuilding>[0], id: number) => {
  const row = db.commonExpenses.find((candidate) => candidate.id === id);
  if (!row || !reachesBuilding(user, row.buildingId)) throw notFound(text.notFound);
  return row;
};

const detailOf = (user: Parameters<typeof reachesBuilding>[0], id: number) => {
  const detail = db.commonExpenseDetails.find((candidate) => candidate.id === id);
  if (!detail) throw notFound(text.detailNotFound);
  const row = db.commonExpenses.find((candidate) => candidate.id === detail.commonExpenseId)!;
  if (!reachesBuilding(user, row.buildingId)) throw notFound(text.detailNotFound);
  return { detail, row };
};

/** balance = prevBalance − payments; totalPeriod adds the period's charges; totalDebt = balance + totalPeriod. */
const recompute = (detail: CommonExpenseDetail) => {
  detail.balance = detail.prevBalance - detail.payments;
  detail.totalPeriod =
    detail.surcharge + detail.commonExpenses + detail.extraFee + detail.reserveFound + detail.commonAreas;
  detail.totalDebt = detail.balance + detail.totalPeriod;
};

const refuseUnless = (
  row: CommonExpenseRow,
  allowed: CommonExpenseRow['status'][],
  refusal: (status: CommonExpenseStatus) => string,
) => {
  if (!allowed.includes(row.status)) throw conflict(refusal(row.status));
};

/** The details of the units asked for (every unit when the list is empty). */
const selected = (row: CommonExpenseRow, apartmentIds: number[]) =>
  detailsOf(row.id).filter((detail) => apartmentIds.length === 0 || apartmentIds.includes(detail.apartmentId));

const ownerName = (apartmentId: number) => {
  const owner = db.residents.find((resident) =>
    resident.apartments.some((unit) => unit.id === apartmentId && unit.relation === 'propietario'),
  );
  return owner ? fullName(owner) : null;
};

export const commonExpensesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      commonExpenses: db.commonExpenses
        .filter((row) => row.buildingId === params.id)
        .sort((a, b) => b.period.localeCompare(a.period))
        .map(withSums),
    };
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
      movements: db.movements
        .filter((movement) => movement.commonExpenseId === row.id)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id),
    };
  }),

  /** A new period starts as a borrador with every unit, each carrying the debt of its previous statement. */
  mockCall(calls.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const own = db.commonExpenses.filter((row) => row.buildingId === body.buildingId);
    if (own.some((row) => row.period === body.period)) {
      throw conflict(text.periodTaken);
    }
    const previous = own.filter((row) => row.period < body.period).sort((a, b) => b.period.localeCompare(a.period))[0];
    const row: CommonExpenseRow = {
      id: nextId(db.commonExpenses),
      buildingId: body.buildingId,
      period: body.period,
      dueDate: body.dueDate,
      status: 'borrador',
    };
    db.commonExpenses.push(row);
    let id = nextId(db.commonExpenseDetails);
    for (const apartment of db.apartments.filter((unit) => unit.buildingId === body.buildingId)) {
      const before = previous && detailsOf(previous.id).find((detail) => detail.apartmentId === apartment.id);
      const detail: CommonExpenseDetail = {
        id: id++,
        commonExpenseId: row.id,
        apartmentId: apartment.id,
        apartment: apartment.number,
        tower: apartment.tower,
        owner: ownerName(apartment.id),
        prevBalance: before?.totalDebt ?? 0,
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
      db.commonExpenseDetails.push(detail);
    }
    return { message: text.created, commonExpense: withSums(row) };
  }),

  mockCall(calls.createDetail, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador'], text.amountsLocked);
    for (const input of body.details) {
      const apartment = db.apartments.find((unit) => unit.id === input.apartmentId);
      if (!apartment || apartment.buildingId !== row.buildingId) {
        throw conflict(text.foreignApartment(input.apartmentId));
      }
    }
    for (const input of body.details) {
      let detail = detailsOf(row.id).find((candidate) => candidate.apartmentId === input.apartmentId);
      if (!detail) {
        const apartment = db.apartments.find((unit) => unit.id === input.apartmentId)!;
        detail = {
          id: nextId(db.commonExpenseDetails),
          commonExpenseId: row.id,
          apartment: apartment.number,
          tower: apartment.tower,
          owner: ownerName(apartment.id),
          payments: 0,
          balance: 0,
          totalPeriod: 0,
          totalDebt: 0,
          documentKey: null,
          sentAt: null,
          ...input,
        };
        db.commonExpenseDetails.push(detail);
      }
      Object.assign(detail, input);
      recompute(detail);
    }
    return { message: text.detailSaved, commonExpensesDetail: detailsOf(row.id) };
  }),

  mockCall(calls.createMovement, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador', 'generado', 'enviado'], text.movementsLocked);
    let id = nextId(db.movements);
    for (const input of body.movements) {
      db.movements.push({
        id: id++,
        buildingId: row.buildingId,
        commonExpenseId: row.id,
        period: row.period,
        ...input,
      });
    }
    return {
      message: text.movementsSaved,
      movements: db.movements.filter((movement) => movement.commonExpenseId === row.id),
    };
  }),

  mockCall(calls.generateDocuments, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['borrador', 'generado'], text.alreadySent);
    const company = db.buildings.find((building) => building.id === row.buildingId)!.companyId;
    for (const detail of selected(row, body.apartmentIds)) {
      detail.documentKey = `c${company}/gastoscomunes/${row.period}/unidad-${detail.apartmentId}.pdf`;
    }
    row.status = 'generado';
    return { message: text.documentsGenerated, commonExpensesDetail: detailsOf(row.id) };
  }),

  mockCall(calls.sendDocuments, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['generado', 'enviado'], text.generateFirst);
    const sentAt = now();
    for (const detail of selected(row, body.apartmentIds)) {
      if (detail.documentKey === null) throw conflict(text.notGenerated(detail.apartment));
      detail.sentAt = sentAt;
    }
    row.status = 'enviado';
    return { message: text.documentsSent, commonExpensesDetail: detailsOf(row.id) };
  }),

  mockCall(calls.saveDocument, ({ body, user }) => {
    const { detail } = detailOf(user, body.detailId);
    detail.documentKey = body.key;
    return { message: text.documentSaved, detail };
  }),

  mockCall(calls.confirmPayment, ({ body, user }) => {
    const { detail, row } = detailOf(user, body.detailId);
    refuseUnless(row, ['borrador', 'generado', 'enviado'], text.paymentsClosed);
    detail.payments += body.amount;
    recompute(detail);
    return { message: text.paymentConfirmed, detail };
  }),
];
