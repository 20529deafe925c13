import { type FieldValueProps, InputField } from '../../internal/InputField';
import { control } from '../Field/Field.css';

export const textFieldTypes = ['text', 'email', 'tel', 'search', 'url'] as const;

export type TextFieldProps = FieldValueProps<string> & {
  label: string;
  type?: (typeof textFieldTypes)[number];
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'decimal' | 'search';
  maxLength?: number;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
};

export function TextField({
  value,
  onChange,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  autoFocus,
  size = 'md',
  ...field
}: TextFieldProps) {
  return (
    <InputField
      {...field}
      className={control({ size })}
      // autoFocus: a form's first field is focused on purpose, e.g. sign-in.
      input={{ type, placeholder, autoComplete, inputMode, maxLength, autoFocus }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
