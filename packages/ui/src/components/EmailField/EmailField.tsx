import { validateEmail } from '@horizontal/domain';
import { useValidation } from '../../internal/useValidation';
import { Field } from '../Field';
import { control } from '../Field/Field.css';

export type EmailFieldProps = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  size?: 'sm' | 'md';
};

/** An e-mail address checked with the domain's rule (SPEC §5) when the person leaves the field. */
export function EmailField({
  label = 'Correo electrónico',
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  placeholder = 'nombre@dominio.com',
  autoComplete = 'email',
  required,
  disabled,
  autoFocus,
  size = 'md',
}: EmailFieldProps) {
  const { message, markTouched } = useValidation({ value: value.trim(), validate: validateEmail, error, required });
  return (
    <Field label={label} hint={hint} error={message} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          className={control({ size })}
          type="email"
          inputMode="email"
          name={name}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          spellCheck={false}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: a form's first field is focused on purpose
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            markTouched();
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
