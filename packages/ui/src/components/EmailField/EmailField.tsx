import { validateEmail } from '@horizontal/domain';
import { type FieldValueProps, InputField } from '../../internal/InputField';
import { useValidation } from '../../internal/useValidation';
import { control } from '../Field/Field.css';

export type EmailFieldProps = FieldValueProps<string> & {
  label?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
};

/** An e-mail address checked with the domain's rule (SPEC §5) when the person leaves the field. */
export function EmailField({
  label = 'Correo electrónico',
  value,
  onChange,
  onBlur,
  error,
  placeholder = 'nombre@dominio.com',
  autoComplete = 'email',
  autoFocus,
  size = 'md',
  ...field
}: EmailFieldProps) {
  const { message, markTouched } = useValidation({
    value: value.trim(),
    validate: validateEmail,
    error,
    required: field.required,
  });
  return (
    <InputField
      {...field}
      label={label}
      error={message}
      className={control({ size })}
      // autoFocus: a form's first field is focused on purpose.
      input={{ type: 'email', inputMode: 'email', placeholder, autoComplete, spellCheck: false, autoFocus }}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        markTouched();
        onBlur?.();
      }}
    />
  );
}
