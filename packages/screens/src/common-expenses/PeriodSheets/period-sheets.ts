import {
  type CommonExpense,
  commonExpenseXlsSchema,
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
 * A refused import, as the server writes it (commonExpenseMessages.sheetInvalid): a summary on the first line, then
 * one problem a line, «Fila 4, columna «Importe»: …».
 */
export const messageLines = (message: string): { summary: string; problems: string[] } => {
  const [summary = '', ...problems] = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return { summary, problems };
};
