import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';

/** An image as react-pdf takes it from memory. */
export type PdfImage = { data: Buffer; format: 'png' | 'jpg' };

const isPng = (bytes: Buffer) => bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47;
const isJpeg = (bytes: Buffer) => bytes.length > 2 && bytes.readUInt16BE(0) === 0xffd8;

/**
 * A PNG as 8-bit RGB, not interlaced, its transparency laid on white (the page's colour). pdfkit copies such a PNG's
 * compressed data into the PDF as it is; one with an alpha channel, a palette's transparency or interlacing it decodes
 * and compresses again on every document, which cost ~5 ms of each statement with a 360×120 logo.
 */
const opaquePng = (bytes: Buffer): Buffer => {
  let image: PNG;
  try {
    image = PNG.sync.read(bytes);
  } catch {
    throw new RangeError('El logo no es una imagen PNG válida.');
  }
  return PNG.sync.write(image, { colorType: 2, inputColorType: 6, inputHasAlpha: true });
};

// A few, since a run of statements repeats one administradora's logo; keyed by the bytes, not by the array, so that
// reading the logo again for each statement still finds it.
const prepared = new Map<string, PdfImage>();
const PREPARED_KEPT = 8;

/** An uploaded logo (PNG or JPEG bytes) ready to be drawn in many PDFs; anything else is refused in Spanish. */
export const pdfImage = (bytes: Uint8Array): PdfImage => {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isJpeg(data)) return { data, format: 'jpg' };
  if (!isPng(data)) throw new RangeError('El logo debe ser una imagen PNG o JPEG.');
  const key = createHash('sha256').update(data).digest('hex');
  const known = prepared.get(key);
  if (known) return known;
  const image: PdfImage = { data: opaquePng(data), format: 'png' };
  if (prepared.size >= PREPARED_KEPT) prepared.delete(prepared.keys().next().value!);
  prepared.set(key, image);
  return image;
};

/** The logo when it can be drawn, or null: a statement goes out without a logo rather than not at all. */
export const drawableLogo = (bytes: Uint8Array | null): Uint8Array | null => {
  if (!bytes) return null;
  try {
    pdfImage(bytes);
    return bytes;
  } catch {
    return null;
  }
};
