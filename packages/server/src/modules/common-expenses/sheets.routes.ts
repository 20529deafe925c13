import {
  commonExpenseMessages,
  contract,
  headersProblem,
  readDetailRows,
  readMovementRows,
  type SheetReading,
  sheetLayouts,
  unitFinderOf,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import { uploadedFile } from '../../core/uploads';
import { type ReadSheet, readSheet, SheetReadError } from '../../lib/sheets';
import { ledgerWrites } from './ledger-writes';
import type { CommonExpenseRepositories } from './repositories';
import { movementOut, statementOut } from './shapes';

const text = commonExpenseMessages;

const refusalOf = (error: SheetReadError) =>
  error.refusal === 'tooLarge'
    ? new ApiError(413, text.sheetTooLarge)
    : error.refusal === 'tooManyRows'
      ? new ApiError(413, text.sheetTooManyRows)
      : new ApiError(400, text.sheetUnreadable);

/** Every row right, or the answer lists each wrong one by its row and column and nothing is written. */
const allRight = <T>(reading: SheetReading<T>) => {
  if (!reading.ok) throw new ApiError(400, text.sheetInvalid(reading.problems));
  if (reading.rows.length === 0) throw new ApiError(400, text.sheetEmpty);
  return reading;
};

/**
 * POST /commonexpenses/import: a filled template, uploaded to storage, read into an open period all or nothing.
 * The file is untrusted: lib/sheets bounds what reading it may cost; the domain's readers check every row as the
 * contract would; the ledger's own writes (ledger-writes.ts) then take them in one transaction.
 */
export const sheetRoutes = (repos: CommonExpenseRepositories) => async (app: FastifyInstance) => {
  const { ledger } = repos;
  const writes = ledgerWrites(ledger);

  const sheetOf = async (scope: Scope, key: string, layout: (typeof sheetLayouts)[keyof typeof sheetLayouts]) => {
    const bytes = await uploadedFile(app, scope, key);
    let sheet: ReadSheet;
    try {
      sheet = await readSheet(bytes, layout);
    } catch (error) {
      if (error instanceof SheetReadError) throw refusalOf(error);
      throw error;
    }
    const expected = headersProblem(layout, sheet.headers);
    if (expected) throw new ApiError(400, text.sheetHeaders(expected));
    return sheet;
  };

  registerCall(app, contract.commonExpenses.importSheet, async ({ body, scope }) => {
    const period = await ledger.findPeriod(scope, body.commonExpenseId);
    if (!period) throw new ApiError(404, text.notFound);
    const sheet = await sheetOf(scope, body.key, sheetLayouts[body.sheet]);
    const imported = await app.db.transaction(async (tx) => {
      if (body.sheet === 'movimientos') {
        const open = await writes.openPeriod(tx, scope, period.id, text.movementsLocked);
        const reading = allRight(readMovementRows(sheet.rows));
        await writes.addMovements(tx, scope, open, reading.rows);
        return reading.rows.length;
      }
      const open = await writes.openPeriod(tx, scope, period.id, text.amountsLocked);
      const reading = allRight(readDetailRows(sheet.rows, unitFinderOf(await ledger.unitsOf(open.buildingId, tx))));
      await writes.applyDetails(tx, scope, open, reading.rows, (index) => `Fila ${reading.numbers[index]}`);
      return reading.rows.length;
    });
    const [movements, statements] = await Promise.all([
      ledger.movementsOf(scope, period.id),
      ledger.listStatements(scope, period),
    ]);
    return {
      message: text.sheetImported(body.sheet, imported),
      imported,
      movements: movements.map(movementOut),
      commonExpensesDetail: statements.map(statementOut),
    };
  });
};
