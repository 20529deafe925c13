import {
  type CommonExpense,
  commonExpenseXlsSchema,
  paymentsFileLimits,
  paymentsImportSchema,
  type SheetKind,
  sheetImportSchema,
  sheetKindLabels,
  sheetKinds,
  sheetLayouts,
  sheetLimits,
} from '@horizontal/domain';
import { formatFileSize } from '@horizontal/ui';
import { problemOf } from '../../shared/forms';

/** The two templates, each told apart by its columns: the person picks the one whose headers their file has. */
export const sheetOptions: { value: SheetKind; label: string; hint: string }[] = sheetKinds.map((kind) => ({
  value: kind,
  label: sheetKindLabels[kind],
  hint: `Columnas: ${sheetLayouts[kind].columns.map((column) => column.header).join(', ')}.`,
}));

export const sheetFileAccept = '.xlsx';

/** «Libro de Excel (.xlsx) de hasta 2 MB.», from the same limit the server refuses beyond. */
export const sheetFileHint = `Libro de Excel (.xlsx) de hasta ${formatFileSize(sheetLimits.bytes)}.`;

/**
 * Why a chosen file cannot go up, or null. Checked before uploading: a 30 MB file or a .csv would only come back
 * refused after the wait. The missing file is the import's own word for it (sheetImportSchema's key).
 */
export const fileProblem = (file: File | null): string | null => {
  if (!file) return problemOf(sheetImportSchema.shape.key, '');
  // The extension, not the type: Windows without Office sends a workbook with no MIME type at all.
  if (!/\.xlsx$/i.test(file.name)) return 'Elija un libro de Excel (.xlsx).';
  if (file.size > sheetLimits.bytes) return `El archivo pesa más de ${formatFileSize(sheetLimits.bytes)}.`;
  return null;
};

/** A network's payments file: the networks write CSV, and a workbook would only come back unreadable. */
export const paymentsFileAccept = '.csv';

/**
 * What the payments import does, said before the person chooses the file: unlike a sheet, a file with a wrong line
 * still confirms the rest (a network's file is a record of money already paid, not a draft to correct).
 */
export const paymentsDescription =
  'Los pagos que informa la red de cobranza (Abitab, RedPagos, un banco) se confirman en este mes: una línea que no se puede tomar se lista, sin detener a las demás.';

/** How the file is written, as the domain's reader takes it (sheets/payments-file.ts); its columns are listed after. */
export const paymentsFileFormat =
  'Un archivo CSV separado por «;» o por «,». La primera línea nombra las columnas, en cualquier orden; las demás columnas se ignoran:';

/** «Archivo CSV (.csv) de hasta 2 MB.», from the same limit the server refuses beyond. */
export const paymentsFileHint = `Archivo CSV (.csv) de hasta ${formatFileSize(paymentsFileLimits.bytes)}.`;

/**
 * Why a chosen payments file cannot go up, or null: checked before uploading, as the sheet's. The missing file is
 * the payments import's own word for it (paymentsImportSchema's key).
 */
export const paymentsFileProblem = (file: File | null): string | null => {
  if (!file) return problemOf(paymentsImportSchema.shape.key, '');
  // The extension, not the type: a CSV goes up as text/csv, application/vnd.ms-excel or nothing, by browser and system.
  if (!/\.csv$/i.test(file.name)) return 'Elija un archivo CSV (.csv).';
  if (file.size > paymentsFileLimits.bytes)
    return `El archivo pesa más de ${formatFileSize(paymentsFileLimits.bytes)}.`;
  return null;
};

/** «gastos-comunes-2026-03»: the name the month's sheet is offered under. */
export const defaultFileName = (period: Pick<CommonExpense, 'period'>) => `gastos-comunes-${period.period}`;

/** The name as typed, without a «.xlsx» the app adds anyway (it would save «marzo.xlsx.xlsx»). */
export const exportName = (typed: string) =>
  typed
    .trim()
    .replace(/\.xlsx$/i, '')
    .trim();

/** What the export's schema says of the name, in the server's words, or null. */
export const fileNameProblem = (name: string): string | null => problemOf(commonExpenseXlsSchema.shape.fileName, name);

/**
 * An import's answer, as the server writes it: a summary on the first line, then one line each, either a refused
 * sheet's problems (commonExpenseMessages.sheetInvalid, «Fila 4, columna «Importe»: …») or the lines of a payments
 * file that were not taken (commonExpenseMessages.paymentsImported, «Línea 4 (0000 1000 0123 17): …»).
 */
export const messageLines = (message: string): { summary: string; problems: string[] } => {
  const [summary = '', ...problems] = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { summary, problems };
};
