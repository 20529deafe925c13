import type { FieldValueProps } from '../../internal/InputField';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import * as styles from './TextArea.css';

export type TextAreaProps = FieldValueProps<string> & {
  label: string;
  placeholder?: string;
  rows?: number;
  /** Also shows how many characters are left. */
  maxLength?: number;
};

export function TextArea({
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  rows = 4,
  maxLength,
  disabled,
  ...field
}: TextAreaProps) {
  const length = [...value].length;
  return (
    <Field
      {...field}
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
