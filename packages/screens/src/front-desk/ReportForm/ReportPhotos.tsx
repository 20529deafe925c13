import { REPORT_PHOTOS_MAX } from '@horizontal/domain';
import { Button, ProgressBar } from '@horizontal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from '../frontDesk.css';
import { checkPhotos, photoAccept, photoRule, uploadFailed } from './report-form';

export type ReportPhotosProps = {
  /** Storage keys of the photos uploaded so far. */
  photos: readonly string[];
  onPhotosChange: (photos: readonly string[]) => void;
  /** How many are still on their way: the report is not sent until they arrive. */
  onUploadingChange: (count: number) => void;
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** The form's problem with the photos (still uploading). */
  error?: string;
};

type Upload = { id: number; name: string; fraction: number | null };

/**
 * Each uploaded photo is shown from the file the person picked (an object URL of this tab), not from the storage:
 * the report is not written yet, so there is no signed link to see it.
 */
function usePreviews() {
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const current = useRef(previews);

  const change = (next: ReadonlyMap<string, string>) => {
    current.current = next;
    setPreviews(next);
  };

  const gone = useRef(false);

  // The object URLs hold the files in memory until they are revoked: the ones still shown go when the form does,
  // and an upload that ends after it makes none.
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      for (const url of current.current.values()) URL.revokeObjectURL(url);
      current.current = new Map();
    };
  }, []);

  return {
    previews,
    add: (key: string, file: File) => {
      if (gone.current) return;
      const old = current.current.get(key);
      if (old) URL.revokeObjectURL(old);
      change(new Map(current.current).set(key, URL.createObjectURL(file)));
    },
    drop: (key: string) => {
      const url = current.current.get(key);
      if (!url) return;
      URL.revokeObjectURL(url);
      const next = new Map(current.current);
      next.delete(key);
      change(next);
    },
  };
}

/**
 * A report's photos: chosen (or taken, on a phone) with «Agregar fotos», checked against the storage's rule before
 * they go, each uploaded with its progress in view, then shown as a thumbnail with «Quitar foto».
 */
export function ReportPhotos({ photos, onPhotosChange, onUploadingChange, onUpload, error }: ReportPhotosProps) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const [problems, setProblems] = useState<readonly string[]>([]);
  // Uploads end one by one, each after the renders of the others: they build on the latest, not on their render's.
  const latest = useRef({ photos, uploading: 0 });
  latest.current.photos = photos;
  const nextId = useRef(0);
  const { previews, add, drop } = usePreviews();

  const setUploading = (count: number) => {
    latest.current.uploading = count;
    onUploadingChange(count);
  };

  const upload = async (file: File) => {
    nextId.current += 1;
    const id = nextId.current;
    setUploads((current) => [...current, { id, name: file.name, fraction: null }]);
    try {
      const key = await onUpload(file, (fraction) =>
        setUploads((current) => current.map((item) => (item.id === id ? { ...item, fraction } : item))),
      );
      add(key, file);
      const next = [...latest.current.photos, key];
      latest.current.photos = next;
      onPhotosChange(next);
    } catch {
      setProblems((current) => [...current, uploadFailed(file.name)]);
    } finally {
      setUploads((current) => current.filter((item) => item.id !== id));
      setUploading(latest.current.uploading - 1);
    }
  };

  const take = (files: readonly File[]) => {
    const { accepted, rejections } = checkPhotos(files, photos.length + latest.current.uploading);
    setProblems(rejections);
    const chosen = accepted.map((index) => files[index]!);
    if (chosen.length === 0) return;
    setUploading(latest.current.uploading + chosen.length);
    for (const file of chosen) void upload(file);
  };

  const remove = (key: string) => {
    const next = photos.filter((photo) => photo !== key);
    latest.current.photos = next;
    onPhotosChange(next);
    drop(key);
    setProblems([]);
    // The photo's own button is gone: the next thing to do is add another, or go on.
    addButton.current?.focus();
  };

  const full = photos.length + uploads.length >= REPORT_PHOTOS_MAX;

  return (
    <div className={styles.photoField}>
      <p id={hintId} className={styles.residentsLabel}>
        Opcional: hasta {REPORT_PHOTOS_MAX}, {photoRule.typesLabel} de hasta{' '}
        {Math.round(photoRule.maxBytes / 1_048_576)} MB cada una.
      </p>
      <Button
        ref={addButton}
        variant="secondary"
        disabled={full}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onClick={() => input.current?.click()}
      >
        Agregar fotos
      </Button>
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        accept={photoAccept}
        multiple
        aria-label="Fotos del reporte"
        data-testid="photo-input"
        tabIndex={-1}
        onChange={(event) => {
          take([...(event.target.files ?? [])]);
          // Lets the same photo be chosen again after it was removed.
          event.target.value = '';
        }}
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert">
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label="Fotos subiendo">
          {uploads.map((item) => (
            <li key={item.id}>
              <ProgressBar
                label={`Subiendo «${item.name}»`}
                value={item.fraction === null ? null : Math.round(item.fraction * 100)}
              />
            </li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className={styles.photoList} aria-label="Fotos agregadas">
          {photos.map((key, index) => (
            <li key={key} className={styles.photoItem}>
              <img
                className={styles.thumbnail}
                src={previews.get(key)}
                alt={`Foto ${index + 1} de ${photos.length} del reporte`}
              />
              <Button variant="secondary" aria-label={`Quitar foto ${index + 1}`} onClick={() => remove(key)}>
                Quitar foto
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
