import {
  commonExpenseMessages,
  type SheetCell,
  type SheetLayout,
  type SheetRow,
  sheetLimits,
} from '@horizontal/domain';
import { MockError } from './handlers/guards';

const text = commonExpenseMessages;

/**
 * The first sheet of an uploaded xlsx (the template's, by name, when there is one), as the server's lib/sheets
 * reads it: headers, then rows with their numbers. The mocks read with xlsx, loaded on the first upload; dates come
 * as Excel's day numbers, which the domain's readers take, so no time zone moves a day.
 */
export const readSheet = async (
  file: Blob,
  layout: SheetLayout,
): Promise<{ headers: SheetCell[]; rows: SheetRow[] }> => {
  if (file.size > sheetLimits.bytes) throw new MockError(413, text.sheetTooLarge);
  const XLSX = await import('xlsx');
  let book: ReturnType<typeof XLSX.read>;
  try {
    book = XLSX.read(new Uint8Array(await file.arrayBuffer()), { type: 'array' });
  } catch {
    throw new MockError(400, text.sheetUnreadable);
  }
  const sheet = book.Sheets[layout.sheetName] ?? book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet?.['!ref']) return { headers: [], rows: [] };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const cellsOf = (r: number) =>
    layout.columns.map((_, c) => (sheet[XLSX.utils.encode_cell({ r, c })]?.v ?? null) as SheetCell);
  const blank = (cells: SheetCell[]) => cells.every((cell) => cell === null || cell === '');
  let headers: SheetCell[] | null = null;
  const rows: SheetRow[] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const cells = cellsOf(r);
    if (blank(cells)) continue;
    if (headers === null) headers = cells;
    else rows.push({ number: r + 1, cells });
    if (rows.length > sheetLimits.rows) throw new MockError(413, text.sheetTooManyRows);
  }
  return { headers: headers ?? [], rows };
};
