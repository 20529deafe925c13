import type { DocumentCategory } from '../../db/schema';
import { allowedFileTypes } from '../../lib/storage';
import type { DocumentListing } from './documents.repository';

/** A document as the contract shows it: its category's and uploader's names, nothing internal. */
export const documentOut = (row: DocumentListing) => ({
  id: row.id,
  buildingId: row.buildingId,
  categoryId: row.categoryId,
  category: row.category,
  name: row.name,
  fileKey: row.fileKey,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
  uploadedBy: row.uploader,
});

export const categoryOut = (row: DocumentCategory) => ({ id: row.id, name: row.name });

/**
 * The name a download is saved under: the document's, with its type's extension when the name lacks it (a
 * document named «Acta de mayo» is saved as «Acta de mayo.pdf», so the computer opens it with the right program).
 */
export const downloadName = (row: { name: string; contentType: string }) => {
  const extension = allowedFileTypes[row.contentType];
  return extension && !row.name.toLowerCase().endsWith(`.${extension}`) ? `${row.name}.${extension}` : row.name;
};
