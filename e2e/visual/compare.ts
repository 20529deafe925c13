import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Share of pixels that may differ before a story counts as changed: anti-aliasing noise stays below it. */
export const MAX_DIFF_RATIO = 0.001;

/**
 * The share is taken over the drawn area, not the whole 900×640 capture: a small field on an empty page would
 * otherwise hide a changed word under the limit. The floor keeps a tiny drawing from failing on one pixel.
 */
const MIN_COUNTED_AREA = 20_000;

/** Pixels that differ from the top-left one (the page background) in either image. */
const drawnArea = (a: PNG, b: PNG): number => {
  let drawn = 0;
  for (let offset = 0; offset < a.data.length; offset += 4) {
    const painted = (image: PNG) =>
      image.data[offset] !== image.data[0] ||
      image.data[offset + 1] !== image.data[1] ||
      image.data[offset + 2] !== image.data[2];
    if (painted(a) || painted(b)) drawn += 1;
  }
  return drawn;
};

export type Comparison = { same: true; ratio: number } | { same: false; ratio: number; reason: string; diff?: Buffer };

/** Compares two PNG screenshots with pixelmatch's perceptual threshold, and answers a diff image when they differ. */
export const comparePngs = (baseline: Buffer, actual: Buffer): Comparison => {
  // Chromium encodes the same pixels to the same bytes: most shots are settled without decoding either image.
  if (baseline.equals(actual)) return { same: true, ratio: 0 };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return {
      same: false,
      ratio: 1,
      reason: `el tamaño cambió de ${expected.width}×${expected.height} a ${got.width}×${got.height}`,
    };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: 0.1 });
  const ratio = differing / Math.max(MIN_COUNTED_AREA, drawnArea(expected, got));
  if (ratio <= MAX_DIFF_RATIO) return { same: true, ratio };
  return {
    same: false,
    ratio,
    reason: `${(ratio * 100).toFixed(2)}% de los píxeles dibujados difieren`,
    diff: PNG.sync.write(diff),
  };
};
