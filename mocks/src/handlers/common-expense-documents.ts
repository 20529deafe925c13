import {
  type CommonExpenseDetail,
  type CommonExpenseStatus,
  commonExpenseMessages,
  contract,
  type DocumentJob,
  type DocumentJobKind,
  formatCurrency,
  formatIsoDate,
  type SessionUser,
} from '@horizontal/domain';
import { db, nextId, now } from '../db';
import type { CommonExpenseRow } from '../fixtures/common-expenses';
import { yearAccountAnswerOf } from '../ledger';
import { simplePdf } from '../pdf';
import { detailsOf, periodOf } from './common-expenses';
import { badRequest, buildingOf, conflict, notFound, reachesBuilding } from './guards';
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

/** The addresses a statement goes to, as the server picks them: the unit's active owners or tenants with e-mail. */
const addressesOf = (detail: CommonExpenseDetail) =>
  db.residents
    .filter(
      (resident) =>
        resident.status === 'activo' &&
        resident.email.trim() !== '' &&
        resident.apartments.some((unit) => unit.id === detail.apartmentId && unit.relation === detail.payer),
    )
    .map((resident) => resident.email.trim().toLowerCase());

/** Which addresses each statement already went to: sending again sends only what never went. */
const sentTo = new WeakMap<CommonExpenseDetail, Set<string>>();

/** A job finished as it starts: the mocks have no background, so its progress is whole at once. */
const finishedJob = (user: SessionUser, row: CommonExpenseRow, kind: DocumentJobKind, total: number): DocumentJob => {
  const moment = now();
  const job: DocumentJob = {
    id: nextId(db.documentJobs),
    commonExpenseId: row.id,
    kind,
    status: 'terminado',
    total,
    done: total,
    failed: 0,
    failures: [],
    startedBy: user.name,
    createdAt: moment,
    finishedAt: moment,
  };
  db.documentJobs.push(job);
  return job;
};

/**
 * The statements as documents: generated once the month is closed, then sent, each as a job with its progress; and
 * Contabilidad, the year's account over the same ledger.
 */
export const commonExpenseDocumentsHandlers = [
  mockCall(calls.generate, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['cerrado', 'generado'], row.status === 'borrador' ? text.closeFirst : text.alreadySent);
    const company = db.buildings.find((building) => building.id === row.buildingId)!.companyId;
    const chosen = selected(row, body.apartmentIds);
    for (const detail of chosen) {
      detail.documentKey = `c${company}/estados-de-cuenta/${row.period}/${detail.id}-${detail.apartmentId}-${detail.payer}.pdf`;
    }
    if (detailsOf(row.id).every((detail) => detail.documentKey !== null)) row.status = 'generado';
    const job = finishedJob(user, row, 'generar', chosen.length);
    return { message: text.documentsGenerating(chosen.length), commonExpensesDetail: detailsOf(row.id), job };
  }),

  mockCall(calls.send, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    refuseUnless(row, ['generado', 'enviado'], text.generateFirst);
    const chosen = selected(row, body.apartmentIds);
    const ungenerated = chosen.find((detail) => detail.documentKey === null);
    if (ungenerated) throw conflict(text.notGenerated(ungenerated.apartment));
    const sentAt = now();
    let mails = 0;
    for (const detail of chosen) {
      const already = sentTo.get(detail) ?? new Set<string>();
      const fresh = addressesOf(detail).filter((address) => !already.has(address));
      for (const address of fresh) already.add(address);
      sentTo.set(detail, already);
      mails += fresh.length;
      if (fresh.length > 0) detail.sentAt ??= sentAt;
    }
    if (mails === 0) throw conflict(text.nothingToSend);
    row.status = 'enviado';
    const job = finishedJob(user, row, 'enviar', mails);
    return { message: text.documentsSending(mails), commonExpensesDetail: detailsOf(row.id), job };
  }),

  mockCall(calls.jobs, ({ params, user }) => {
    const row = periodOf(user, params.id);
    return { message: 'OK', jobs: db.documentJobs.filter((job) => job.commonExpenseId === row.id).reverse() };
  }),

  mockCall(calls.save, ({ body, user }) => {
    const detail = db.commonExpenseDetails.find((candidate) => candidate.id === body.detailId);
    const row = detail && db.commonExpenses.find((candidate) => candidate.id === detail.commonExpenseId);
    if (!detail || !row || !reachesBuilding(user, row.buildingId)) throw notFound(text.detailNotFound);
    if (!body.key.toLowerCase().endsWith('.pdf')) throw badRequest(text.documentNotPdf);
    if (row.status === 'borrador') throw conflict(text.closeFirst(row.status));
    detail.documentKey = body.key;
    return { message: text.documentSaved, detail };
  }),

  // The year's range is the contract's (its params answer 400 before this); a complejo out of reach is not found.
  mockCall(calls.yearAccount, ({ params, user }) => {
    buildingOf(user, params.id);
    return { message: 'OK', ...yearAccountAnswerOf(db, params.id, params.year) };
  }),

  // The same account as lines of a plain PDF: the server draws it with @react-pdf/renderer.
  mockCall(calls.yearAccountPdf, ({ params, user }) => {
    const complejo = buildingOf(user, params.id);
    const { yearAccount: account } = yearAccountAnswerOf(db, params.id, params.year);
    return simplePdf(`Rendición de cuentas ${account.year} — ${complejo.name}`, [
      `Saldo al 1/1/${account.year}: ${formatCurrency(account.openingBalance)}`,
      `Ingresos del año: ${formatCurrency(account.income.total)}`,
      `Egresos del año: ${formatCurrency(account.expense.total)}`,
      `Saldo al cierre: ${formatCurrency(account.closingBalance)}`,
      `Deuda de las unidades al ${formatIsoDate(account.debtAtEnd.asOf)}: ${formatCurrency(account.debtAtEnd.total)}`,
    ]);
  }),
];
