import { validateNumber } from '@horizontal/domain';
import { MaskedField, type MaskedFieldProps } from '../../internal/MaskedField';
import { maskDigits } from '../../internal/masks';

export type NumberFieldProps = MaskedFieldProps & {
  label: string;
  /** Digits only (SPEC §5), kept as text so that leading zeros and long numbers survive. */
  value: string;
  placeholder?: string;
  maxLength?: number;
};

/** A number made of digits only: apartment numbers, quantities, years. Anything else is not typed in. */
export function NumberField({ placeholder, maxLength, ...field }: NumberFieldProps) {
  return (
    <MaskedField
      {...field}
      format={{
        mask: (raw, caret) => maskDigits(raw, caret, maxLength),
        validate: validateNumber,
        input: { type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder },
      }}
    />
  );
}
