import type { UploadContentType } from '@horizontal/domain';
import { contentTypeOfKey } from './files';
import type { Storage } from './storage';

/** How many first bytes decide: every signature fits, and a text file shows its kind well before. */
export const SNIFF_BYTES = 4096;

type Check = (head: Buffer) => boolean;

const startsWith =
  (...signatures: (string | number[])[]): Check =>
  (head) =>
    signatures.some((signature) => {
      const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
      return head.subarray(0, expected.length).equals(expected);
    });

// Text may be UTF-8 or, as Excel on Windows saves a CSV, Windows-1252: only a NUL, which every allowed binary
// format has within its first bytes, tells it apart. UTF-16 text is refused with it.
const text: Check = (head) => head.length > 0 && !head.includes(0);

// Office Open XML and OpenDocument files are zip archives; which one a zip is lies past its first bytes.
const zip = startsWith('PK\x03\x04');
// Compound File Binary: the container of the old .xls and .doc.
const ole = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const checks: Record<UploadContentType, Check> = {
  'application/pdf': startsWith('%PDF-'),
  'image/png': startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/jpeg': startsWith([0xff, 0xd8, 0xff]),
  'image/gif': startsWith('GIF87a', 'GIF89a'),
  'image/webp': (head) => startsWith('RIFF')(head) && head.subarray(8, 12).toString('latin1') === 'WEBP',
  'text/plain': text,
  'text/csv': text,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': zip,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': zip,
  'application/vnd.oasis.opendocument.text': zip,
  'application/vnd.oasis.opendocument.spreadsheet': zip,
  'application/vnd.ms-excel': ole,
  'application/msword': ole,
};

/**
 * Whether a stored file is what its key says (the extension the server chose from the signed type): a bucket takes
 * the browser's bytes without looking, so a call that accepts an uploaded key reads its first bytes here.
 */
export const storedContentMatches = async (storage: Storage, key: string, expected?: (type: string) => boolean) => {
  const type = contentTypeOfKey(key);
  if (expected && !expected(type)) return false;
  const head = await storage.head(key, SNIFF_BYTES);
  return head !== null && contentMatches(type, head);
};

/** Whether a file's first bytes are those of its type; a type we do not store never matches. */
export const contentMatches = (contentType: string, head: Buffer): boolean =>
  checks[contentType as UploadContentType]?.(head) ?? false;
