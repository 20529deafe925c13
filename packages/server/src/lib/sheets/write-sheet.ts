import { type SheetColumnKind, sheetNameOf } from '@horizontal/domain';
import * as XLSX from 'xlsx';

/** Pesos as a number in a cell that shows them as people read them: $ 1.234,56 in a Spanish spreadsheet. */
export const pesosFormat = '"$ "#,##0.00';
export const dateFormat = 'dd/mm/yyyy';

export type WrittenColumn = { header: string; kind: SheetColumnKind; width: number };
/** A cell to write: text, pesos as a number, or a day as yyyy-mm-dd in a date column. */
export type WrittenCell = string | number | null;
export type WrittenSheet = {
  name: string;
  columns: readonly WrittenColumn[];
  rows: readonly (readonly WrittenCell[])[];
};

/** A day as Excel counts it (days since 30/12/1899): a number in a date-formatted cell, in no time zone. */
const excelDayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return (Date.UTC(year, month - 1, day) - Date.UTC(1899, 11, 30)) / 86_400_000;
};

const cellOf = (value: WrittenCell, kind: SheetColumnKind): XLSX.CellObject | null => {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { t: 'n', v: value, ...(kind === 'pesos' ? { z: pesosFormat } : {}) };
  if (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { t: 'n', v: excelDayOf(value), z: dateFormat };
  return { t: 's', v: value };
};

/**
 * An xlsx workbook (SheetJS writes; reading uploads is ExcelJS's, see read-sheet.ts): each sheet with its headers
 * in the first row, money as numbers in cells formatted as pesos and days as dates, and its columns' widths.
 */
export const writeWorkbook = (sheets: readonly WrittenSheet[]): Buffer => {
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet: XLSX.WorkSheet = {};
    const rows = [sheet.columns.map((column) => column.header as WrittenCell), ...sheet.rows];
    rows.forEach((row, r) => {
      row.forEach((value, c) => {
        const kind = r === 0 ? 'text' : (sheet.columns[c]?.kind ?? 'text');
        const cell = cellOf(value, kind);
        if (cell) worksheet[XLSX.utils.encode_cell({ r, c })] = cell;
      });
    });
    const width = Math.max(sheet.columns.length, ...rows.map((row) => row.length));
    worksheet['!ref'] = XLSX.utils.encode_range({
      s: { r: 0, c: 0 },
      e: { r: Math.max(rows.length - 1, 0), c: Math.max(width - 1, 0) },
    });
    worksheet['!cols'] = sheet.columns.map((column) => ({ wch: column.width }));
    XLSX.utils.book_append_sheet(workbook, worksheet, sheetNameOf(sheet.name));
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
};
