import type { InputHTMLAttributes } from 'react';
import { Field } from '../components/Field';
import { control, numeric } from '../components/Field/Field.css';
import { cx } from './cx';
import type { Masked } from './masks';
import { useMaskedInput } from './useMaskedInput';
import { useValidation } from './useValidation';

/** What every field typed through a mask takes from its form. */
export type MaskedFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  /** A message from the form or the server; it replaces the field's own check. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

type MaskedFieldSetup = MaskedFieldProps & {
  label: string;
  /** Formats what is in the input as it is typed, keeping the caret where the person types. */
  mask: (raw: string, caret: number) => Masked;
  /** The value as the input shows it (by default, as it is). */
  shown?: (value: string) => string;
  /** The value the form keeps for what the input now shows (by default, that text). */
  keptOf?: (text: string) => string;
  validate: (value: string) => string | null;
  /** Check as soon as the value is complete, before the person leaves the field. */
  early?: boolean;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;
};

/**
 * A field of digits typed through a mask (CI, RUT, phone, number): the same wiring of label, hint, caret, domain
 * validation and blur for each, so that each field only says its mask, its format and its check.
 */
export function MaskedField({
  label,
  value,
  onChange,
  onBlur,
  name,
  hint,
  error,
  required,
  disabled,
  size = 'md',
  mask,
  shown = (text) => text,
  keptOf = (text) => text,
  validate,
  early = false,
  input,
}: MaskedFieldSetup) {
  const { ref, apply } = useMaskedInput(mask);
  const { message, markTouched } = useValidation({ value, validate, error, required, early });
  return (
    <Field label={label} hint={hint} error={message} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          {...input}
          ref={ref}
          className={cx(control({ size }), numeric)}
          name={name}
          value={shown(value)}
          disabled={disabled}
          onChange={(event) => onChange(keptOf(apply(event).text))}
          onBlur={() => {
            markTouched();
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
