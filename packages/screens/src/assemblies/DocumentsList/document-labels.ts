import { type BuildingDocument, montevideoToday, uploadMessages, uploadPurposes } from '@horizontal/domain';

/** What the storage takes for the complejo's documents (issue #12): the types and the size the server checks too. */
export const documentRule = uploadPurposes.documentos;

/** The picker's `accept`: the content types the storage admits, so the browser offers those first. */
export const documentAccept = documentRule.types.join(',');

/** A content type as people name the kind of a file. */
const typeLabels: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/png': 'Imagen',
  'image/jpeg': 'Imagen',
  'image/webp': 'Imagen',
  'image/gif': 'Imagen',
  'text/plain': 'Texto',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.ms-excel': 'Excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/msword': 'Word',
  'application/vnd.oasis.opendocument.text': 'Documento ODT',
  'application/vnd.oasis.opendocument.spreadsheet': 'Planilla ODS',
};

export const documentTypeOf = (contentType: string) => typeLabels[contentType] ?? 'Otro';

/** The day it was uploaded in Montevideo (yyyy-mm-dd): a moment late in the evening is already tomorrow in UTC. */
export const uploadedDayOf = (document: Pick<BuildingDocument, 'uploadedAt'>) =>
  montevideoToday(new Date(document.uploadedAt));

/**
 * Why a file picked may not be sent, in the words the server would use, or null. Checked before any byte leaves:
 * a 40 MB video would otherwise travel to be refused.
 */
export const fileProblem = (file: Pick<File, 'type' | 'size'>): string | null => {
  if (!(documentRule.types as readonly string[]).includes(file.type)) return uploadMessages.type('documentos');
  if (file.size > documentRule.maxBytes) return uploadMessages.size('documentos');
  if (file.size === 0) return 'El archivo está vacío.';
  return null;
};

/** How a row is named in its menu: the file's name, which the complejo's staff chose. */
export const documentRowLabel = (document: Pick<BuildingDocument, 'name'>) => document.name;
