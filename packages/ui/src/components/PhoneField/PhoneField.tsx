import { normalizePhone, PHONE_HINT, validatePhone } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { maskDigits } from '../../internal/masks';
import { useMaskedInput } from '../../internal/useMaskedInput';
import { useValidation } from '../../internal/useValidation';
import { Field } from '../Field';
import { control, numeric } from '../Field/Field.css';

/** The digits of the longest way to write a number: 00598 and the 8 digits. */
const LONGEST_WRITTEN = 13;

export type PhoneFieldProps = {
  label?: string;
  /** Digits only, exactly 8 when valid (SPEC §5); what is typed arrives without spaces, prefix or leading 0. */
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
  hint = PHONE_HINT,
  error,
  required,
  disabled,
  size = 'md',
}: PhoneFieldProps) {
  const { ref, apply } = useMaskedInput((raw, caret) => {
    // Digits only, never cut to 8: a number too long stays visible and the validator says so.
    const typed = maskDigits(raw, caret, LONGEST_WRITTEN);
    const phone = normalizePhone(typed.text);
    return phone === typed.text ? typed : { text: phone, caret: phone.length };
  });
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
