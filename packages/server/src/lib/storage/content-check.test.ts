import { uploadContentTypes } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { contentMatches } from './content-check';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

/** The first bytes of a real file of each kind. */
const samples = {
  pdf: bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3], '\n1 0 obj\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01]),
  gif: bytes('GIF89a', [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]),
  webp: bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBPVP8 '),
  zip: bytes('PK', [0x03, 0x04, 0x14, 0x00, 0x06, 0x00], '[Content_Types].xml'),
  ole: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00, 0x00, 0x00, 0x00]),
  utf8: Buffer.from('Unidad;Propietario;Año\n101;María Núñez;2026\n', 'utf8'),
  windows1252: Buffer.from('Unidad;Propietario;Año\r\n101;María Núñez;2026\r\n', 'latin1'),
};

type Sample = keyof typeof samples;

const ownSamples: Record<(typeof uploadContentTypes)[number], Sample[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  // A PDF's first bytes may well be all text: as text it is harmless.
  'text/plain': ['utf8', 'windows1252', 'pdf'],
  'text/csv': ['utf8', 'windows1252', 'pdf'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['zip'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['zip'],
  'application/vnd.oasis.opendocument.text': ['zip'],
  'application/vnd.oasis.opendocument.spreadsheet': ['zip'],
  'application/vnd.ms-excel': ['ole'],
  'application/msword': ['ole'],
};

describe('the first bytes of an upload', () => {
  it.each(uploadContentTypes)('%s takes only its own kind of file', (contentType) => {
    for (const [name, head] of Object.entries(samples)) {
      expect([name, contentMatches(contentType, head)]).toEqual([
        name,
        ownSamples[contentType].includes(name as Sample),
      ]);
    }
  });

  it('refuses a type that is not stored, and an empty body', () => {
    expect(contentMatches('text/html', samples.utf8)).toBe(false);
    expect(contentMatches('application/pdf', Buffer.alloc(0))).toBe(false);
    expect(contentMatches('text/plain', Buffer.alloc(0))).toBe(false);
  });
});
