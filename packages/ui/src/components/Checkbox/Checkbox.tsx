import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId } from 'react';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export type CheckboxProps = {
  label: string;
  /** 'indeterminate' for a "select all" whose group is partly chosen. */
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  name?: string;
  value?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** A yes/no choice with its label to the right; Space toggles it. */
export function Checkbox({ label, checked, onChange, name, value, hint, error, required, disabled }: CheckboxProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={styles.row} data-slot="checkbox">
      <RadixCheckbox.Root
        id={id}
        className={styles.box}
        checked={checked}
        onCheckedChange={(next) => onChange(next === true)}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
      >
        <RadixCheckbox.Indicator>
          <Icon name={checked === 'indeterminate' ? 'minus' : 'check'} size="sm" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label id={`${id}-label`} htmlFor={id} className={styles.label} data-disabled={disabled}>
          {label}
        </label>
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
    </div>
  );
}
