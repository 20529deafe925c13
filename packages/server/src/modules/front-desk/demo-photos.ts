import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import { reports } from '../../db/schema';

/** The folder the seed gives the demo's report photos, inside each administradora's «reportes». */
export const DEMO_PHOTOS_FOLDER = 'reportes/demo';

/** Where the seed keeps a photo of a demo report: its administradora's folder, the report and the file's name. */
export const demoPhotoKey = (companyId: number, reportId: number, picture: string) =>
  `c${companyId}/${DEMO_PHOTOS_FOLDER}/reporte-${reportId}-${picture}`;

/** HSL (0–360, 0–1, 0–1) to RGB bytes. */
const rgb = (hue: number, saturation: number, lightness: number): [number, number, number] => {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
};

/**
 * A demo photo drawn from its name, the same every time: a wall lit from one side, a floor, and a box standing on it,
 * in the key's colours. A stand-in a browser shows as any photo (a real PNG), so the demo's thumbnails and the
 * storage's checks work on it as on a phone's picture.
 */
export const drawDemoPhoto = (key: string, width = 480, height = 360): Buffer => {
  const seed = createHash('sha256').update(key).digest();
  const hue = (seed[0]! / 255) * 360;
  const lightX = (0.2 + (seed[1]! / 255) * 0.6) * width;
  const horizon = Math.round(height * (0.58 + (seed[2]! / 255) * 0.12));
  const box = {
    left: Math.round(width * (0.15 + (seed[3]! / 255) * 0.45)),
    width: Math.round(width * (0.18 + (seed[4]! / 255) * 0.12)),
    height: Math.round(height * (0.22 + (seed[5]! / 255) * 0.2)),
  };
  const boxTop = horizon + Math.round(height * 0.08) - box.height;
  const boxBottom = horizon + Math.round(height * 0.08);
  const image = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const glow = Math.max(0, 1 - Math.hypot(x - lightX, y - height * 0.15) / (width * 0.7));
      let color: [number, number, number];
      if (x >= box.left && x < box.left + box.width && y >= boxTop && y < boxBottom) {
        const side = (x - box.left) / box.width;
        color = rgb((hue + 180) % 360, 0.2, 0.3 + 0.2 * (1 - side) + 0.1 * glow);
      } else if (y >= horizon) {
        const depth = (y - horizon) / (height - horizon);
        color = rgb((hue + 30) % 360, 0.15, 0.42 - 0.18 * depth + 0.08 * glow);
      } else {
        color = rgb(hue, 0.25, 0.5 + 0.35 * glow - 0.1 * (y / horizon));
      }
      const at = (y * width + x) * 4;
      image.data[at] = color[0];
      image.data[at + 1] = color[1];
      image.data[at + 2] = color[2];
      image.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(image, { colorType: 2 });
};

/**
 * The seed writes rows, not files: a start that loads the demo draws the photos its reports name and the storage
 * lacks, before it serves. After that start each is there, and the look is one query and one read per photo.
 */
export const drawSeededPhotos = async (app: FastifyInstance) => {
  const rows = await app.db
    .select({ photos: reports.photos })
    .from(reports)
    .where(sql`exists (select 1 from unnest(${reports.photos}) as key where key like ${`%/${DEMO_PHOTOS_FOLDER}/%`})`);
  const keys = rows.flatMap((row) => row.photos).filter((key) => key.includes(`/${DEMO_PHOTOS_FOLDER}/`));
  // Drawn once per picture (its file name), not per report: the start stays short on a busy machine.
  const drawn = new Map<string, Buffer>();
  for (const key of keys) {
    if (await app.storage.head(key, 1)) continue;
    const picture = key.replace(/^.*\/reporte-\d+-/, '');
    if (!drawn.has(picture)) drawn.set(picture, drawDemoPhoto(picture));
    await app.storage.put(key, drawn.get(picture)!, 'image/png');
  }
};
