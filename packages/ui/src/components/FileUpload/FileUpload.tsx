import { type DragEvent, useRef, useState } from 'react';
import { Button } from '../Button';
import { Field, fieldLabelId } from '../Field';
import { Icon } from '../Icon';
import { ProgressBar } from '../ProgressBar';
import * as styles from './FileUpload.css';
import { checkFiles, describeTypes, type FileRules, formatFileSize } from './file-rules';

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** Percentage from 0 to 100 while uploading; unknown when left out. */
  progress?: number;
  error?: string;
};

export type FileUploadProps = FileRules & {
  label: string;
  /** The files being uploaded or already uploaded; the upload itself is the app's (signed URL, SPEC §7). */
  files: readonly UploadItem[];
  /** Receives only the files that passed the type, size and count limits. */
  onSelect: (files: File[]) => void;
  onRemove?: (id: string) => void;
  onRetry?: (id: string) => void;
  multiple?: boolean;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** Files chosen with a button or dropped on the zone, checked against type and size limits before upload. */
export function FileUpload({
  label,
  files,
  onSelect,
  onRemove,
  onRetry,
  accept,
  maxSizeBytes,
  maxFiles,
  multiple = false,
  hint,
  error,
  required,
  disabled,
}: FileUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<string[]>([]);
  const limits = [
    accept && accept.length > 0 ? `Tipos admitidos: ${describeTypes(accept)}.` : null,
    maxSizeBytes !== undefined ? `Tamaño máximo: ${formatFileSize(maxSizeBytes)}.` : null,
  ]
    .filter(Boolean)
    .join(' ');

  const take = (chosen: readonly File[]) => {
    if (disabled || chosen.length === 0) return;
    const limit = multiple ? maxFiles : 1;
    const result = checkFiles(chosen, { accept, maxSizeBytes, maxFiles: limit }, multiple ? files.length : 0);
    setRejections(result.rejections);
    if (result.accepted.length > 0) onSelect(result.accepted);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <Field
      label={label}
      hint={[hint, limits].filter(Boolean).join(' ') || undefined}
      error={error}
      required={required}
      kind="group"
    >
      {(wiring) => (
        <>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second visible legend */}
          <div
            role="group"
            aria-labelledby={fieldLabelId(wiring.id)}
            aria-describedby={wiring['aria-describedby']}
            aria-invalid={wiring['aria-invalid']}
            className={styles.zone}
            data-dragging={dragging}
            data-disabled={disabled}
            onDragOver={(event) => {
              event.preventDefault();
              if (!disabled) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <Icon name="upload" size="lg" />
            <p className={styles.zoneText}>
              {multiple ? 'Arrastre los archivos aquí o' : 'Arrastre el archivo aquí o'}
            </p>
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => input.current?.click()}>
              {multiple ? 'Seleccionar archivos' : 'Seleccionar archivo'}
            </Button>
            <input
              ref={input}
              id={wiring.id}
              type="file"
              hidden
              multiple={multiple}
              accept={accept?.join(',')}
              disabled={disabled}
              data-testid="file-input"
              onChange={(event) => {
                take([...(event.target.files ?? [])]);
                // Lets the same file be chosen again after it was removed.
                event.target.value = '';
              }}
            />
          </div>
          {rejections.length > 0 && (
            <div role="alert">
              <ul className={styles.rejections}>
                {rejections.map((rejection) => (
                  <li key={rejection}>{rejection}</li>
                ))}
              </ul>
            </div>
          )}
          {files.length > 0 && (
            <ul className={styles.files} aria-label="Archivos">
              {files.map((file) => (
                <li key={file.id} className={styles.file}>
                  <Icon name="file" />
                  <div className={styles.fileBody}>
                    <span className={styles.fileName}>{file.name}</span>
                    {file.status === 'uploading' ? (
                      <ProgressBar label={`Subiendo ${formatFileSize(file.size)}`} value={file.progress ?? null} />
                    ) : (
                      <span className={styles.fileMeta} data-status={file.status}>
                        {file.status === 'done'
                          ? `${formatFileSize(file.size)} · Subido`
                          : (file.error ?? 'No se pudo subir el archivo.')}
                      </span>
                    )}
                  </div>
                  <div className={styles.actions}>
                    {file.status === 'error' && onRetry && (
                      <Button variant="ghost" size="sm" onClick={() => onRetry(file.id)}>
                        Reintentar
                      </Button>
                    )}
                    {onRemove && (
                      <Button
                        variant="ghost"
                        size="sm"
                        iconOnly
                        aria-label={`Quitar ${file.name}`}
                        onClick={() => onRemove(file.id)}
                      >
                        <Icon name="close" size="sm" />
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Field>
  );
}
