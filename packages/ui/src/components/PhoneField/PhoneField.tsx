import { PHONE_LENGTH, validatePhone } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { maskDigits } from '../../internal/masks';
import { useMaskedInput } from '../../internal/useMaskedInput';
import { useValidation } from '../../internal/useValidation';
import { Field } from '../Field';
import { control, numeric } from '../Field/Field.css';

export type PhoneFieldProps = {
  label?: string;
  /** Digits only, exactly 8 when valid (SPEC §5). */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

export function PhoneField({
  label = 'Teléfono',
  value,
  onChange,
  onBlur,
  name,
  hint = `${PHONE_LENGTH} dígitos, sin espacios ni guiones.`,
  error,
  required,
  disabled,
  size = 'md',
}: PhoneFieldProps) {
  const { ref, apply } = useMaskedInput((raw, caret) => maskDigits(raw, caret, PHONE_LENGTH));
  const { message, markTouched } = useValidation({ value, validate: validatePhone, error, required });
  return (
    <Field label={label} hint={hint} error={message} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          className={cx(control({ size }), numeric)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name={name}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(apply(event).text)}
          onBlur={() => {
            markTouched();
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
