import { Field } from '../Field';
import { control } from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'search', 'url'] as const;

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: (typeof textFieldTypes)[number];
  name?: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'decimal' | 'search';
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
};

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  type = 'text',
  name,
  hint,
  error,
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  required,
  disabled,
  autoFocus,
  size = 'md',
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          className={control({ size })}
          type={type}
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: a form's first field is focused on purpose, e.g. sign-in
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}
