import {
  commonExpenseMessages,
  contract,
  formatIsoPeriod,
  periodExportColumns,
  periodExportRows,
  type SheetLayout,
  sheetLayouts,
  templateFileNames,
  XLSX_CONTENT_TYPE,
} from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError } from '../../core/errors/api-error';
import { type WrittenSheet, writeWorkbook } from '../../lib/sheets';
import type { DocumentRepositories } from './repositories';

const calls = contract.templates;

/** What each column takes, on a sheet of its own: the data sheet stays as the importer reads it. */
const instructionsOf = (layout: SheetLayout): WrittenSheet => ({
  name: 'Instrucciones',
  columns: [
    { header: 'Columna', kind: 'text', width: 18 },
    { header: 'Qué escribir', kind: 'text', width: 60 },
  ],
  rows: [
    ...layout.columns.map((column) => [column.header, column.hint ?? '']),
    ['', ''],
    [
      'Fila de ejemplo',
      `Reemplace la fila 2 de la hoja «${layout.sheetName}» por sus datos: se importa todo lo que tenga.`,
    ],
    ['Importes', 'En pesos, como número (12345,67) o como se escriben ($ 12.345,67).'],
  ],
});

const templateOf = (layout: SheetLayout, fileName: string) => ({
  bytes: writeWorkbook([
    { name: layout.sheetName, columns: layout.columns, rows: [layout.example] },
    instructionsOf(layout),
  ]),
  fileName,
  contentType: XLSX_CONTENT_TYPE,
});

const withXlsx = (fileName: string) => (/\.xlsx$/i.test(fileName) ? fileName : `${fileName}.xlsx`);

/** The templates to fill in (SPEC §9), and a month's detail exported under the name asked for. */
export const templatesRoutes = (repos: DocumentRepositories) => async (app: FastifyInstance) => {
  registerCall(app, calls.commonExpensesMovements, async () =>
    templateOf(sheetLayouts.movimientos, templateFileNames.commonExpensesMovements),
  );

  registerCall(app, calls.commonExpensesDetail, async () =>
    templateOf(sheetLayouts.detalle, templateFileNames.commonExpensesDetail),
  );

  registerCall(app, calls.commonExpensesXls, async ({ body, scope }) => {
    const period = await repos.ledger.findPeriod(scope, body.commonExpenseId);
    if (!period) throw new ApiError(404, commonExpenseMessages.notFound);
    const statements = await repos.ledger.listStatements(scope, period);
    return {
      bytes: writeWorkbook([
        { name: formatIsoPeriod(period.period), columns: periodExportColumns, rows: periodExportRows(statements) },
      ]),
      fileName: withXlsx(body.fileName),
      contentType: XLSX_CONTENT_TYPE,
    };
  });
};
