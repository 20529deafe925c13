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

/** A sheet name Excel opens: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);

/** 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1_048_576;

const documentTypes = uploadContentTypes;
const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
const spreadsheetTypes = [
  'application/pdf',
  XLSX_CONTENT_TYPE,
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
] as const;

/**
 * What each screen that uploads may store (issue #12): which profile may ask for a URL (the module and any of
 * the screens; the master always), which types and how large. Nobody else gets a signed URL.
 */
export const uploadPurposes = {
  documentos: {
    module: '/asambleas',
    screens: ['documentos/listado'],
    types: documentTypes,
    maxBytes: MAX_UPLOAD_BYTES,
    typesLabel: 'PDF, imágenes, texto, CSV, planillas o documentos',
  },
  /** A report's photos, shown as thumbnails in its list: images only. */
  reportes: {
    module: '/porteria',
    screens: ['reportes/nuevo'],
    types: imageTypes,
    maxBytes: MAX_UPLOAD_BYTES,
    typesLabel: 'fotos PNG, JPG o WEBP',
  },
  contratos: {
    module: '/personal',
    screens: ['contratos/nuevo'],
    types: documentTypes,
    maxBytes: MAX_UPLOAD_BYTES,
    typesLabel: 'PDF, imágenes, texto, CSV, planillas o documentos',
  },
  gastoscomunes: {
    module: '/gastos-comunes',
    screens: ['gastoscomunes/listado', 'gastoscomunes/detalle'],
    types: spreadsheetTypes,
    maxBytes: MAX_UPLOAD_BYTES,
    typesLabel: 'PDF, planillas (XLSX, XLS, ODS) o CSV',
  },
  /** The administradoras' logos: only the master edits administradoras. */
  logos: {
    module: null,
    screens: [],
    types: imageTypes,
    maxBytes: 1_048_576,
    typesLabel: 'imágenes PNG, JPG o WEBP',
  },
} as const satisfies Record<
  string,
  {
    module: string | null;
    screens: readonly string[];
    types: readonly UploadContentType[];
    maxBytes: number;
    typesLabel: string;
  }
>;

export type UploadPurpose = keyof typeof uploadPurposes;

const purposeNames = Object.keys(uploadPurposes) as [UploadPurpose, ...UploadPurpose[]];

/** What an upload refused for its purpose says. */
export const uploadMessages = {
  type: (purpose: UploadPurpose) =>
    `Ese tipo de archivo no se admite para ${purpose}. Suba ${uploadPurposes[purpose].typesLabel}.`,
  size: (purpose: UploadPurpose) =>
    `El archivo supera el máximo de ${Math.round(uploadPurposes[purpose].maxBytes / 1_048_576)} MB.`,
  notAllowed: 'Su perfil no puede subir archivos de ese tipo.',
} as const;

/**
 * Why an upload may not be signed, for the server and the mocks alike; null when it may. `grants` are the caller's
 * module routes and screens; null for the master.
 */
export const uploadRefusalOf = (
  request: { folder: UploadPurpose; contentType: string; size: number },
  grants: { modules: ReadonlySet<string>; screens: ReadonlySet<string> } | null,
): string | null => {
  const rule = uploadPurposes[request.folder];
  if (grants) {
    const holds = rule.module !== null && grants.modules.has(rule.module);
    if (!holds || !rule.screens.some((screen) => grants.screens.has(screen))) return uploadMessages.notAllowed;
  }
  if (!(rule.types as readonly string[]).includes(request.contentType)) return uploadMessages.type(request.folder);
  if (request.size > rule.maxBytes) return uploadMessages.size(request.folder);
  return null;
};

/** POST /general/getsignedurl: permission to PUT one file straight to storage, for one purpose. */
export const signedUrlRequestSchema = body({
  fileName: requiredText('Falta el nombre del archivo.', 200),
  contentType: z.enum(uploadContentTypes, {
    error:
      'Ese tipo de archivo no se admite. Suba PDF, imágenes (PNG, JPG, WEBP, GIF), texto, CSV, planillas (XLSX, XLS, ODS) o documentos (DOCX, DOC, ODT).',
  }),
  /** Signed with the URL: the storage refuses a body of another length. */
  size: z
    .number({ error: 'Falta el tamaño del archivo.' })
    .int('El tamaño del archivo no es válido.')
    .min(1, 'El archivo está vacío.')
    .max(MAX_UPLOAD_BYTES, 'El archivo supera el máximo de 10 MB.'),
  /** The purpose, which is also the folder under the company's own. */
  folder: z.enum(purposeNames, {
    error: 'Indique para qué es el archivo: documentos, reportes, contratos, gastoscomunes o logos.',
  }),
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
