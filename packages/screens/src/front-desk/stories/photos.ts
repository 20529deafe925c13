import type { Report } from '@horizontal/domain';

/**
 * Stand-ins for the storage's photos in stories: each key gets a small SVG of its own, drawn from the key, so that the
 * thumbnails look the same on every run without a network or a file in the repository.
 */
export const storyPhotoUrl = (key: string) => {
  const hue = [...key].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue} 45% 55%)"/><circle cx="30" cy="30" r="12" fill="hsl(${hue} 60% 85%)"/><path d="M0 96 L36 52 L60 78 L72 64 L96 96 Z" fill="hsl(${hue} 40% 30%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
};

/** Storage keys as the signed upload answers them, for a report of the stories. */
export const storyPhotoKeys = (reportId: number, count: number) =>
  Array.from({ length: count }, (_, index) => `companies/1/reportes/reporte-${reportId}-foto-${index + 1}.jpg`);

/** A report of the demo with `count` photos, each with its link (`photoUrls`), as the server would answer it. */
export const withStoryPhotos = (report: Report, count: number): Report => {
  const photos = storyPhotoKeys(report.id, count);
  return { ...report, photos, photoUrls: photos.map(storyPhotoUrl) };
};

/** The same picture as the stand-ins, as the bytes of a 48 × 48 PNG: a file a browser can show. */
const pictureBytes = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAx0lEQVR42u3W4QmDMBQE4JvIdYozOFN3KZ2kIziCQkBEg3km7zXXcnA/A/eRF5JgfL6oAoEEEkignwK9PzMFaHWc0w2U1cSZUK0JMgnUAipqIkwa2b+B6O4hxpua8S3T90Mgf9DwmAS61KRQgDZNkAktmggTGjXuJh+Q0WRZBheN0eQGsmiKJqMbjpqLPrsbvpps3629hLvm0Hd3uFGgVFkxXARpqg8cOmqyJvTVlEFf1pxNFKC9CQyavQkkmiOou2YzgUeTsgDN/yolLBJuHgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

/**
 * A photo as a phone's camera names it, for the picker of a report being written: a real picture, so its preview
 * shows; its declared type and its size (padded after the picture) are what the form checks.
 */
export const storyPhotoFile = (name: string, type = 'image/jpeg', size = 2048) => {
  const padding = new Uint8Array(Math.max(0, size - pictureBytes.length));
  return new File([pictureBytes, padding], name, { type });
};
