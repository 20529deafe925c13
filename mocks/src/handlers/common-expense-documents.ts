import { type CommonExpenseStatus, commonExpenseMessages, contract } from '@horizontal/domain';
import { db, now } from '../db';
import type { CommonExpenseRow } from '../fixtures/common-expenses';
import { detailsOf, periodOf } from './common-expenses';
import { conflict, notFound, reachesBuilding } from './guards';
import { mockCall } from './mock-call';

const calls = contract.commonExpenseDocuments;
const text = commonExpenseMessages;

const refuseUnless = (
  row: CommonExpenseRow,
  allowed: CommonExpenseStatus[],
  refusal: (status: CommonExpenseStatus) => string,
) => {
  if (!allowed.includes(row.status)) throw conflict(refusal(row.status));
};

/** The statements of the units asked for (every unit when the list is empty). */
const selected = (row: CommonExpenseRow, apartmentIds: number[]) =>
  detailsOf(row.id).filter((detail) => apartmentIds.length === 0 || apartmentIds.includes(detail.apartmentId));

/** The statements as documents: generated once the month is closed, then sent (issue #33 builds the real files). */
export const commonExpenseDocumentsHandlers = [
  mockCall(calls.generate, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['cerrado', 'generado'], row.status === 'borrador' ? text.closeFirst : text.alreadySent);
    const company = db.buildings.find((building) => building.id === row.buildingId)!.companyId;
    for (const detail of selected(row, body.apartmentIds)) {
      detail.documentKey = `c${company}/gastoscomunes/${row.period}/unidad-${detail.apartmentId}-${detail.payer}.pdf`;
    }
    row.status = 'generado';
    return { message: text.documentsGenerated, commonExpensesDetail: detailsOf(row.id) };
  }),

  mockCall(calls.send, ({ body, user }) => {
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

  mockCall(calls.save, ({ body, user }) => {
    const detail = db.commonExpenseDetails.find((candidate) => candidate.id === body.detailId);
    const row = detail && db.commonExpenses.find((candidate) => candidate.id === detail.commonExpenseId);
    if (!detail || !row || !reachesBuilding(user, row.buildingId)) throw notFound(text.detailNotFound);
    detail.documentKey = body.key;
    return { message: text.documentSaved, detail };
  }),
];
