import {
  accountKeyOf,
  commonExpenseMessages,
  contract,
  montevideoToday,
  type Payer,
  paymentsFileHeaders,
  paymentsFileLimits,
  type RejectedLine,
  readPaymentsFile,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import { uploadedFile } from '../../core/uploads';
import { ledgerWrites, notifyFollowers } from './ledger-writes';
import type { CommonExpenseRepositories } from './repositories';

const text = commonExpenseMessages;

/** UTF-8, or Windows-1252 as Excel on Windows saves a CSV: a file that is not UTF-8 is read as the latter. */
const textOf = (bytes: Buffer) => {
  let decoded: string;
  try {
    decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    decoded = new TextDecoder('windows-1252').decode(bytes);
  }
  return decoded.replace(/^\uFEFF/, '');
};

/**
 * POST /commonexpenses/payments/import: a collection network's payments file into the open period. Every line goes
 * through the payment's own rule (ledger-writes.ts: a receipt counts once, so the same file twice changes nothing);
 * a line whose reference names no account of the complejo, whose receipt another payment used or whose date is
 * still to come is listed with its reason, never guessed. One transaction: the lines taken go in together.
 */
export const paymentsFileRoutes = (repos: CommonExpenseRepositories) => async (app: FastifyInstance) => {
  const { ledger, settings } = repos;
  const writes = ledgerWrites(ledger);

  registerCall(app, contract.commonExpenses.importPayments, async ({ body, scope, auth, request }) => {
    const period = await ledger.findPeriod(scope, body.commonExpenseId);
    if (!period) throw new ApiError(404, text.notFound);
    const bytes = await uploadedFile(app, scope, body.key);
    if (bytes.length > paymentsFileLimits.bytes) throw new ApiError(413, text.paymentsFileTooLarge);
    const parsed = Papa.parse<string[]>(textOf(bytes), { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: false });
    const [headers = [], ...rows] = parsed.data;
    if (rows.length > paymentsFileLimits.lines) throw new ApiError(413, text.paymentsFileTooLarge);
    const columns = paymentsFileHeaders(headers);
    if (!columns) throw new ApiError(400, text.paymentsFileHeaders);
    const file = readPaymentsFile(
      rows.map((cells, index) => ({ number: index + 2, cells })),
      columns,
    );
    if (file.payments.length === 0 && file.rejected.length === 0) throw new ApiError(400, text.paymentsFileEmpty);

    const outcome = await app.db.transaction(async (tx) => {
      const open = await writes.openPeriod(tx, scope, period.id, text.paymentsClosed);
      const statements = new Map(
        (await ledger.statementsOfPeriod(open.id, tx)).map((row) => [
          accountKeyOf({ apartmentId: row.apartmentId, payer: row.payer as Payer }),
          row,
        ]),
      );
      const rejected: RejectedLine[] = [...file.rejected];
      let confirmed = 0;
      let repeated = 0;
      const today = montevideoToday();
      for (const payment of file.payments) {
        const reject = (reason: string) => rejected.push({ line: payment.line, reference: payment.reference, reason });
        const key = accountKeyOf(payment.account);
        const statement = payment.account.buildingId === open.buildingId ? statements.get(key) : undefined;
        if (!statement) {
          reject(text.unknownAccount);
          continue;
        }
        if (payment.paidOn > today) {
          reject(text.paidInFuture);
          continue;
        }
        try {
          const done = await writes.confirmPayment(tx, scope, auth, statement, {
            amount: payment.amount,
            paidOn: payment.paidOn,
            method: 'red_de_cobranza',
            reference: payment.receipt,
          });
          statements.set(key, done.statement);
          if (done.repeated) repeated += 1;
          else confirmed += 1;
        } catch (error) {
          // A receipt number another payment used: this line's, not the file's, problem.
          if (error instanceof ApiError && error.statusCode === 409) reject(error.message);
          else throw error;
        }
      }
      if (confirmed > 0) {
        await notifyFollowers(app, settings, { tx, request, auth, period: open }, text.paymentsFileNotice(confirmed));
      }
      return { confirmed, repeated, rejected: rejected.sort((a, b) => a.line - b.line) };
    });
    return { message: text.paymentsImported(outcome.confirmed, outcome.repeated, outcome.rejected), ...outcome };
  });
};
