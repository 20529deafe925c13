import { control, numeric } from '../components/Field/Field.css';
import { cx } from './cx';
import { type FieldValueProps, InputField, type InputFieldProps } from './InputField';
import type { Masked } from './masks';
import { useMaskedInput } from './useMaskedInput';
import { useValidation } from './useValidation';

/** What every field typed through a mask takes from its form. */
export type MaskedFieldProps = FieldValueProps<string> & { size?: 'sm' | 'md' };

/** What makes a masked field the field it is (a CI, a RUT, a phone): how it is typed, shown, kept and checked. */
export type MaskedFieldFormat = {
  /** Formats what is in the input as it is typed, keeping the caret where the person types. */
  mask: (raw: string, caret: number) => Masked;
  /** The value as the input shows it (by default, as it is). */
  shown?: (value: string) => string;
  /** The value the form keeps for what the input now shows (by default, that text). */
  keptOf?: (text: string) => string;
  validate: (value: string) => string | null;
  /** The length of a complete value, which is checked at once, before the person leaves the field. */
  completeLength?: number;
  /** By default, a text of digits. */
  input?: InputFieldProps['input'];
};

const typedAsDigits = { type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const;

/** For a mask that groups digits with separators: the input shows them grouped and the form keeps the bare digits. */
export const digitsGroupedBy = (mask: (raw: string, caret: number) => Masked & { digits: string }) => ({
  mask,
  shown: (digits: string) => mask(digits, 0).text,
  keptOf: (text: string) => mask(text, 0).digits,
});

/**
 * A field of digits typed through a mask (CI, RUT, phone, number): the same wiring of caret, domain validation and
 * blur for each, so that each field only says its format.
 */
export function MaskedField({
  value,
  onChange,
  onBlur,
  error,
  size = 'md',
  format: { mask, shown = (text) => text, keptOf = (text) => text, validate, completeLength, input = typedAsDigits },
  ...field
}: MaskedFieldProps & { label: string; format: MaskedFieldFormat }) {
  const { ref, apply } = useMaskedInput(mask);
  const early = value.length === completeLength;
  const { message, markTouched } = useValidation({ value, validate, error, required: field.required, early });
  return (
    <InputField
      {...field}
      error={message}
      ref={ref}
      className={cx(control({ size }), numeric)}
      input={input}
      value={shown(value)}
      onChange={(event) => onChange(keptOf(apply(event).text))}
      onBlur={() => {
        markTouched();
        onBlur?.();
      }}
    />
  );
}
