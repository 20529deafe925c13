import { Button, Field, fieldLabelId, formatFileSize, ProgressBar } from '@horizontal/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './ContractForm.css';
import {
  type ContractUploader,
  contractFileAccept,
  contractFileRule,
  fileProblem,
  type UploadedContract,
  uploadFailed,
} from './contract-form';

export type ContractFileProps = {
  /** The signed contract already in storage, or none. */
  file: UploadedContract | null;
  onChange: (file: UploadedContract | null) => void;
  /** Whether it is on its way: the form is not sent until it arrives. */
  onUploadingChange: (uploading: boolean) => void;
  onUpload: ContractUploader;
  /** The form's problem with the file (still uploading, or the server did not find it). */
  error?: string;
};

/** undefined while nothing goes; the fraction gone, or null before the first report of progress. */
type Upload = { name: string; fraction: number | null };

/**
 * The signed contract, optional: chosen with «Elegir archivo», checked against the storage's rule before it goes,
 * uploaded with its progress in view, then named with its size and «Quitar archivo».
 */
export function ContractFile({ file, onChange, onUploadingChange, onUpload, error }: ContractFileProps) {
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // An upload that ends after the form is gone changes nothing.
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const take = async (chosen: File | undefined) => {
    if (!chosen || upload) return;
    const refused = fileProblem(chosen);
    setProblem(refused);
    if (refused) return;
    setUpload({ name: chosen.name, fraction: null });
    onUploadingChange(true);
    try {
      const key = await onUpload(chosen, (fraction) => {
        if (!gone.current) setUpload({ name: chosen.name, fraction: Math.min(1, Math.max(0, fraction)) });
      });
      if (!gone.current) onChange({ key, name: chosen.name, size: chosen.size });
    } catch {
      if (!gone.current) setProblem(uploadFailed(chosen.name));
    } finally {
      if (!gone.current) {
        setUpload(null);
        onUploadingChange(false);
      }
    }
  };

  const remove = () => {
    onChange(null);
    setProblem(null);
    // The file's own button is gone: the next thing to do is choose another one, or go on.
    chooseButton.current?.focus();
  };

  return (
    <Field
      label="Contrato firmado"
      kind="group"
      hint={`Opcional: ${contractFileRule.typesLabel}, de hasta ${Math.round(contractFileRule.maxBytes / 1_048_576)} MB.`}
      error={error ?? problem ?? undefined}
    >
      {(wiring) => (
        <div className={styles.file}>
          {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second visible legend */}
          <div role="group" aria-labelledby={fieldLabelId(wiring.id)} className={styles.fileRow}>
            <Button
              ref={chooseButton}
              variant="secondary"
              disabled={upload !== null}
              aria-describedby={[wiring['aria-describedby'], file ? `${wiring.id}-chosen` : null]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={wiring['aria-invalid']}
              onClick={() => input.current?.click()}
            >
              {file ? 'Elegir otro archivo' : 'Elegir archivo'}
            </Button>
            {file && (
              <>
                <span id={`${wiring.id}-chosen`} className={styles.fileName}>
                  {file.name} ({formatFileSize(file.size)})
                </span>
                <Button variant="ghost" disabled={upload !== null} onClick={remove}>
                  Quitar archivo
                </Button>
              </>
            )}
            <input
              ref={input}
              type="file"
              hidden
              accept={contractFileAccept}
              aria-label="Archivo del contrato firmado"
              data-testid="contract-file"
              onChange={(event) => {
                void take(event.target.files?.[0]);
                // Lets the same file be chosen again after another one.
                event.target.value = '';
              }}
            />
          </div>
          {upload && (
            <ProgressBar
              label={`Subiendo «${upload.name}»`}
              value={upload.fraction === null ? null : Math.round(upload.fraction * 100)}
            />
          )}
        </div>
      )}
    </Field>
  );
}
