import { validateNumber } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { maskDigits } from '../../internal/masks';
import { useMaskedInput } from '../../internal/useMaskedInput';
import { useValidation } from '../../internal/useValidation';
import { Field } from '../Field';
import { control, numeric } from '../Field/Field.css';

export type NumberFieldProps = {
  label: string;
  /** Digits only (SPEC §5), kept as text so that leading zeros and long numbers survive. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

/** A number made of digits only: apartment numbers, quantities, years. Anything else is not typed in. */
export function NumberField({
  label,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  placeholder,
  maxLength,
  required,
  disabled,
  size = 'md',
}: NumberFieldProps) {
  const { ref, apply } = useMaskedInput((raw, caret) => maskDigits(raw, caret, maxLength));
  const { message, markTouched } = useValidation({ value, validate: validateNumber, error, required });
  return (
    <Field label={label} hint={hint} error={message} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          className={cx(control({ size }), numeric)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          name={name}
          value={value}
          placeholder={placeholder}
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
