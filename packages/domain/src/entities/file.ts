import { z } from 'zod';
import { body, requiredText } from './fields';

/** The kinds of file the storage accepts, by content type. */
export const uploadContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'text/plain',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1_048_576;

/** POST /general/getsignedurl: permission to PUT one file straight to storage. */
export const signedUrlRequestSchema = body({
  fileName: requiredText('Falta el nombre del archivo.', 200),
  contentType: z.enum(uploadContentTypes, {
    error:
      'Ese tipo de archivo no se admite. Suba PDF, imágenes (PNG, JPG, WEBP, GIF), texto, CSV, planillas (XLSX, XLS, ODS) o documentos (DOCX, DOC, ODT).',
  }),
  size: z
    .number({ error: 'El tamaño del archivo no es válido.' })
    .int('El tamaño del archivo no es válido.')
    .min(1, 'El archivo está vacío.')
    .max(MAX_UPLOAD_BYTES, 'El archivo supera el máximo de 10 MB.')
    .optional(),
  /** A folder under the company's own: documentos, contratos, gastoscomunes, logos. */
  folder: z
    .string({ error: 'La carpeta indicada no es válida.' })
    .regex(/^[a-z0-9-]{1,40}$/, 'La carpeta indicada no es válida.')
    .optional(),
});

/** Where and how to PUT the file; `key` is what the other calls keep. */
export const signedUploadSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  expiresAt: z.string(),
});

export type SignedUrlRequest = z.input<typeof signedUrlRequestSchema>;
export type SignedUpload = z.infer<typeof signedUploadSchema>;
export type UploadContentType = (typeof uploadContentTypes)[number];
