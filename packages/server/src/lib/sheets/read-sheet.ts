import { type SheetCell, type SheetLayout, type SheetRow, sheetLimits } from '@horizontal/domain';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';

/** Why an uploaded spreadsheet was not read: the caller answers each in Spanish. */
export type SheetRefusal = 'unreadable' | 'tooLarge' | 'tooManyRows';

export class SheetReadError extends Error {
  constructor(readonly refusal: SheetRefusal) {
    super(`La planilla no se leyó: ${refusal}`);
  }
}

type Limits = Pick<typeof sheetLimits, 'bytes' | 'unzippedBytes' | 'rows' | 'columns'>;

/** An xlsx has a dozen parts; a file with hundreds is not a workbook anyone filled in by hand. */
const MAX_PARTS = 300;

/**
 * Inflates every part of the archive once, counting what comes out, before any reader sees it: a zip bomb or a
 * part that inflates past what its header declares stops here (yauzl checks each part against its declared size),
 * after at most `unzippedBytes` of work.
 */
const checkArchive = (bytes: Buffer, limits: Limits) =>
  new Promise<void>((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return reject(new SheetReadError('unreadable'));
      let parts = 0;
      let inflated = 0;
      const fail = (refusal: SheetRefusal) => {
        zip.close();
        reject(new SheetReadError(refusal));
      };
      zip.on('error', () => fail('unreadable'));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        parts += 1;
        if (parts > MAX_PARTS) return fail('tooLarge');
        if (inflated + entry.uncompressedSize > limits.unzippedBytes) return fail('tooLarge');
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return fail('unreadable');
          stream.on('data', (chunk: Buffer) => {
            inflated += chunk.length;
            if (inflated > limits.unzippedBytes) {
              stream.destroy();
              fail('tooLarge');
            }
          });
          stream.on('error', () => fail('unreadable'));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });

/** A cell as ExcelJS gives it (rich text, formulas, links, errors) → the plain values the domain's readers take. */
const plainCell = (value: ExcelJS.CellValue): SheetCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) {
    return value;
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('error' in value) return String(value.error);
  if ('formula' in value || 'sharedFormula' in value)
    return plainCell((value as ExcelJS.CellFormulaValue).result ?? null);
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text as ExcelJS.CellValue);
  return null;
};

export type ReadSheet = { headers: SheetCell[]; rows: SheetRow[] };

/**
 * The first sheet of an uploaded xlsx (the one named as the template's, when there is one): its first row, the
 * headers, and the rows under it with their numbers as the spreadsheet shows them. Untrusted bytes: the size, the
 * archive, the rows and the columns are bounded before and while it is read, and anything unreadable is refused.
 */
export const readSheet = async (
  bytes: Buffer,
  layout: SheetLayout,
  limits: Limits = sheetLimits,
): Promise<ReadSheet> => {
  if (bytes.length > limits.bytes) throw new SheetReadError('tooLarge');
  await checkArchive(bytes, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new SheetReadError('unreadable');
  }
  const sheet = workbook.getWorksheet(layout.sheetName) ?? workbook.worksheets[0];
  if (!sheet) throw new SheetReadError('unreadable');
  if (sheet.actualRowCount > limits.rows + 1) throw new SheetReadError('tooManyRows');
  const width = Math.min(layout.columns.length, limits.columns);
  const cellsOf = (row: ExcelJS.Row) =>
    Array.from({ length: width }, (_, index) => plainCell(row.getCell(index + 1).value));
  // The first row with anything in it holds the headers, wherever the sheet starts.
  let headers: SheetCell[] | null = null;
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (headers === null) headers = cellsOf(row);
    else rows.push({ number, cells: cellsOf(row) });
  });
  return { headers: headers ?? [], rows };
};
