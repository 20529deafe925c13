import * as styles from './frontDesk.css';

export type PhotoThumbnailsProps = {
  /** Storage keys, in the order they were added. */
  photos: readonly string[];
  /** The link each one is shown from, in the same order (the row's `photoUrls`). */
  urls: readonly string[];
  /** What they are photos of, for their alternative text: «Pérdida de agua en el garaje». */
  subject: string;
};

/** A report's photos, small, each named for whom cannot see it. */
export function PhotoThumbnails({ photos, urls, subject }: PhotoThumbnailsProps) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.thumbnails} aria-label={`Fotos de «${subject}»`}>
      {photos.map((key, index) => (
        <li key={key} className={styles.thumbnailItem}>
          <img
            className={styles.thumbnail}
            src={urls[index]}
            alt={`Foto ${index + 1} de ${photos.length} de «${subject}»`}
          />
        </li>
      ))}
    </ul>
  );
}
