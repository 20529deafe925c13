import { sheetNameOf } from '@horizontal/domain';
import type { DataTableColumn, SheetCell } from './columns';

/**
 * Writes the rows to an .xlsx download. The xlsx package is loaded only when someone exports, so it
 * does not weigh on every page. It only writes here: reading untrusted sheets with xlsx 0.18.5 is unsafe.
 */
export const exportSheet = async <Row>(
  fileName: string,
  sheetName: string,
  columns: readonly DataTableColumn<Row>[],
  records: Record<string, SheetCell>[],
): Promise<void> => {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet(records, { header: columns.map((column) => column.header) });
  columns.forEach((column, columnIndex) => {
    if (column.kind !== 'currency') return;
    for (let rowIndex = 1; rowIndex <= records.length; rowIndex += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r: rowIndex, c: columnIndex })];
      if (cell && cell.t === 'n') cell.z = '"$" #,##0.00';
    }
  });
  // Each column as wide as its longest text (a header included), within reason: nothing opens cut or as ####.
  sheet['!cols'] = columns.map((column) => ({
    wch: Math.min(
      60,
      2 + Math.max(column.header.length, ...records.map((record) => String(record[column.header] ?? '').length)),
    ),
  }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetNameOf(sheetName));
  XLSX.writeFile(book, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
};
