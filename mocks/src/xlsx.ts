import { sheetNameOf, XLSX_CONTENT_TYPE } from '@horizontal/domain';

export type SheetRow = (string | number | null)[];

/**
 * A one-sheet .xlsx download, written with the same library as the app's exports (xlsx writes, exceljs reads
 * uploads: xlsx 0.18.5 is unsafe only for reading). Loaded when a mock download is asked for, so Storybook and the
 * tests that never ask for one do not load it.
 */
export const xlsxBlob = async (sheetName: string, rows: SheetRow[]): Promise<Blob> => {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetNameOf(sheetName));
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: XLSX_CONTENT_TYPE });
};
