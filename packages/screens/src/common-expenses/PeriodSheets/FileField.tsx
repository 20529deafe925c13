import { Field, Icon } from '@horizontal/ui';
import { type RefObject, useEffect } from 'react';
import * as styles from './FileField.css';

export type FileFieldProps = {
  label: string;
  name: string;
  /** The extensions the picker offers, e.g. «.xlsx»: the browser's filter, not a check (see the form's own). */
  accept: string;
  hint: string;
  /** The file the form holds; null clears the input too. */
  file: File | null;
  error?: string;
  disabled?: boolean;
  onChange: (file: File | null) => void;
  /** The input itself: the form focuses it when the file is missing or wrong. */
  inputRef: RefObject<HTMLInputElement | null>;
};

/** A required file, chosen with a real `<input type="file">` drawn in the screen's words. */
export function FileField({ label, name, accept, hint, file, error, disabled, onChange, inputRef }: FileFieldProps) {
  // A file input cannot be controlled: when the form lets go of its file, the input has to as well, or the same file
  // chosen again would fire no change.
  useEffect(() => {
    if (!file && inputRef.current?.value) inputRef.current.value = '';
  }, [file, inputRef]);

  return (
    <Field label={label} hint={hint} error={error} required>
      {(wiring) => (
        <>
          <input
            {...wiring}
            ref={inputRef}
            type="file"
            name={name}
            accept={accept}
            disabled={disabled}
            className={styles.fileInput}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {/* The input in the screen's words, for the eye and the mouse: the input itself takes the keys. */}
          <div aria-hidden="true" className={styles.picker} onClick={() => inputRef.current?.click()}>
            <span className={styles.pickerButton}>
              <Icon name="file" size="sm" />
              Seleccionar archivo
            </span>
            <span className={styles.chosenFile} data-empty={!file}>
              {file?.name ?? 'Ningún archivo elegido'}
            </span>
          </div>
        </>
      )}
    </Field>
  );
}
