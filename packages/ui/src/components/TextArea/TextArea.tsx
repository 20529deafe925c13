import { Field } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  rows?: number;
  /** Also shows how many characters are left. */
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
};

export function TextArea({
  label,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  placeholder,
  rows = 4,
  maxLength,
  required,
  disabled,
}: TextAreaProps) {
  const length = [...value].length;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      extra={
        maxLength !== undefined && (
          <p className={styles.counter} data-full={length >= maxLength}>
            {length} de {maxLength} caracteres
          </p>
        )
      }
    >
      {(wiring) => (
        <textarea
          {...wiring}
          className={`${control({ size: 'md' })} ${styles.textarea}`}
          name={name}
          value={value}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
