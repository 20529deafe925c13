import { validateCi } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { maskCi } from '../../internal/masks';
import { useMaskedInput } from '../../internal/useMaskedInput';
import { useValidation } from '../../internal/useValidation';
import { Field } from '../Field';
import { control, numeric } from '../Field/Field.css';

export const ciFieldSizes = ['sm', 'md'] as const;

export type CIFieldProps = {
  label?: string;
  /** The CI's digits, check digit included: "12345672". */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  /** A message from the form or the server; it replaces the field's own check. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: (typeof ciFieldSizes)[number];
};

/** Uruguayan identity card: shows 1.234.567-8 as it is typed and flags a wrong check digit (SPEC §5). */
export function CIField({
  label = 'Cédula de identidad',
  value,
  onChange,
  onBlur,
  name,
  hint = 'Con el dígito verificador, por ejemplo 1.234.567-2.',
  error,
  required,
  disabled,
  size = 'md',
}: CIFieldProps) {
  const { ref, apply } = useMaskedInput((raw, caret) => maskCi(raw, caret));
  // A complete 8-digit CI is checked at once, so a mistyped check digit shows before leaving the field.
  const { message, markTouched } = useValidation({
    value,
    validate: validateCi,
    error,
    required,
    early: value.length === 8,
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
          value={maskCi(value, 0).text}
          disabled={disabled}
          onChange={(event) => onChange(maskCi(apply(event).text, 0).digits)}
          onBlur={() => {
            markTouched();
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
