import {
  contract,
  formatIsoPeriod,
  periodExportColumns,
  periodExportRows,
  type SheetLayout,
  sheetLayouts,
} from '@horizontal/domain';
import { xlsxBlob } from '../xlsx';
import { detailsOf, periodOf } from './common-expenses';
import { mockCall } from './mock-call';

const calls = contract.templates;

/** The template as the server writes it: the columns' headers and the example row (dates left as typed). */
const templateOf = (layout: SheetLayout) =>
  xlsxBlob(layout.sheetName, [layout.columns.map((column) => column.header), [...layout.example]]);

export const templatesHandlers = [
  mockCall(calls.commonExpensesDetail, () => templateOf(sheetLayouts.detalle)),

  mockCall(calls.commonExpensesMovements, () => templateOf(sheetLayouts.movimientos)),

  mockCall(calls.commonExpensesXls, ({ body, user }) => {
    const row = periodOf(user, body.commonExpenseId);
    return xlsxBlob(formatIsoPeriod(row.period), [
      periodExportColumns.map((column) => column.header),
      ...periodExportRows(detailsOf(row.id)),
    ]);
  }),
];
