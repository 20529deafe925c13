import { type ReactNode, useId } from 'react';
import * as styles from './Field.css';

export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

export type FieldProps = {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  /**
   * 'control' ties a <label> to one control; 'group' names a set of controls (radios, a calendar, a period)
   * through aria-labelledby={fieldLabelId(id)}, since a <label> can only name a single form control.
   */
  kind?: 'control' | 'group';
  /** Rendered between the control and the hint, e.g. a password's rule checklist. */
  extra?: ReactNode;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** The id of a field's label, for controls that are named with aria-labelledby. */
export const fieldLabelId = (controlId: string): string => `${controlId}-label`;

/** Label above, hint and error under the control, all wired for screen readers. */
export function Field({ label, hint, error, required, kind = 'control', extra, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-slot="field">
      {/* The asterisk stays outside the label so that the field's name is just its label. */}
      <span className={styles.labelRow}>
        {kind === 'control' ? (
          <label id={fieldLabelId(id)} htmlFor={id} className={styles.label}>
            {label}
          </label>
        ) : (
          <span id={fieldLabelId(id)} className={styles.label}>
            {label}
          </span>
        )}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {extra}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
