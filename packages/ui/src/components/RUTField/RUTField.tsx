import { RUT_LENGTH, validateRut } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { maskRut } from '../../internal/masks';
import { useMaskedInput } from '../../internal/useMaskedInput';
import { useValidation } from '../../internal/useValidation';
import { Field } from '../Field';
import { control, numeric } from '../Field/Field.css';

export type RUTFieldProps = {
  label?: string;
  /** The RUT's 12 digits: "211003420017". */
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

/** Tax id of a company: 12 digits grouped as 21 100342 001 7 while typing, check digit verified (SPEC §5). */
export function RUTField({
  label = 'RUT',
  value,
  onChange,
  onBlur,
  name,
  hint = '12 dígitos, por ejemplo 21 100342 001 7.',
  error,
  required,
  disabled,
  size = 'md',
}: RUTFieldProps) {
  const { ref, apply } = useMaskedInput((raw, caret) => maskRut(raw, caret));
  const { message, markTouched } = useValidation({
    value,
    validate: validateRut,
    error,
    required,
    early: value.length === RUT_LENGTH,
  });
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
          value={maskRut(value, 0).text}
          disabled={disabled}
          onChange={(event) => onChange(maskRut(apply(event).text, 0).digits)}
          onBlur={() => {
            markTouched();
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
