import { randomUUID } from 'node:crypto';

/** What may be stored, by MIME type, with the extension a download gets. */
export const allowedFileTypes: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

/** "application/pdf; charset=x" → "application/pdf". */
export const baseContentType = (value: string | undefined): string => (value ?? '').split(';')[0]!.trim().toLowerCase();

export const isAllowedType = (contentType: string): boolean => baseContentType(contentType) in allowedFileTypes;

/** The extension a key ends with decides the type a download is served as. */
export const contentTypeOfKey = (key: string): string => {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const found = Object.entries(allowedFileTypes).find(([, ext]) => ext === extension);
  return found?.[0] ?? 'application/octet-stream';
};

// Segments of letters, digits, dot, dash and underscore that never start with a dot: no "..", no hidden files,
// no absolute paths, no backslashes; so a key can never leave the storage folder.
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}(?:\/[A-Za-z0-9][A-Za-z0-9._-]{0,119}){0,7}$/;

export const isValidKey = (key: string): boolean => key.length <= 400 && KEY_PATTERN.test(key);

/** A file name reduced to safe characters, keeping it readable: "Acta N° 3 (final).pdf" → "Acta-N-3-final.pdf". */
export const safeFileName = (name: string): string => {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/-\./g, '.')
    .replace(/^[-.]+|[-.]+$/g, '');
  return ascii.slice(-80) || 'archivo';
};

/**
 * A new, unguessable key under the owner's folder: "c12/documentos/2026/03/<uuid>-Acta.pdf". The extension always
 * matches the declared type, so a file is never served as something else.
 */
export const newFileKey = (owner: string, folder: string, fileName: string, contentType: string, now = new Date()) => {
  const extension = allowedFileTypes[baseContentType(contentType)] ?? 'bin';
  const stem = safeFileName(fileName).replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${owner}/${folder}/${now.getUTCFullYear()}/${month}/${randomUUID()}-${stem}.${extension}`;
};

/** The administradora a key belongs to, from the "c<id>/" folder newFileKey put it in; null for anyone else's. */
export const companyOfKey = (key: string): number | null => {
  const match = /^c(\d+)\//.exec(key);
  return match ? Number(match[1]) : null;
};
