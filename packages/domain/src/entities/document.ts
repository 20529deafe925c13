import { z } from 'zod';
import { body, idOf, optionSchema, requiredText } from './fields';
import { MAX_UPLOAD_BYTES, uploadContentTypes } from './file';

/** A file in storage with what the list shows about it. */
export const documentSchema = z.object({
  id: z.number().int(),
  buildingId: z.number().int(),
  categoryId: z.number().int().nullable(),
  category: z.string().nullable(),
  name: z.string(),
  fileKey: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});

export const documentCategorySchema = optionSchema;

export const documentsRequestSchema = body({
  buildingId: idOf('el complejo'),
  /** null lists every category. */
  categoryId: idOf('la categoría').nullable().default(null),
});

/** A signed download URL (SPEC §7: files come straight from storage). */
export const documentPathRequestSchema = body({ id: idOf('el documento') });
export const documentPathSchema = z.object({ url: z.string(), fileName: z.string() });

/** Registers a file already PUT to storage with the key /general/getsignedurl gave. */
export const documentUploadSchema = body({
  buildingId: idOf('el complejo'),
  categoryId: idOf('la categoría').nullable().default(null),
  name: requiredText('Ingrese el nombre del documento.', 200),
  key: requiredText('Falta el archivo subido.', 400),
  contentType: z.enum(uploadContentTypes, { error: 'Ese tipo de archivo no se admite.' }),
  sizeBytes: z
    .number({ error: 'El tamaño del archivo no es válido.' })
    .int('El tamaño del archivo no es válido.')
    .min(1, 'El archivo está vacío.')
    .max(MAX_UPLOAD_BYTES, 'El archivo supera el máximo de 10 MB.'),
});

export const documentCategoryCreateSchema = body({
  buildingId: idOf('el complejo'),
  name: requiredText('Ingrese el nombre de la categoría.', 80),
});

export type BuildingDocument = z.infer<typeof documentSchema>;
export type DocumentCategory = z.infer<typeof documentCategorySchema>;
export type DocumentsRequest = z.input<typeof documentsRequestSchema>;
export type DocumentPath = z.infer<typeof documentPathSchema>;
export type DocumentUpload = z.input<typeof documentUploadSchema>;
export type DocumentCategoryCreate = z.input<typeof documentCategoryCreateSchema>;
