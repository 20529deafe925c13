import { PHONE_HINT, validatePhone } from '@horizontal/domain';
import {
  digitsGroupedBy,
  MaskedField,
  type MaskedFieldFormat,
  type MaskedFieldProps,
} from '../../internal/MaskedField';
import { maskPhone } from '../../internal/masks';

export type PhoneFieldProps = MaskedFieldProps & {
  label?: string;
  /**
   * The spec's 8 digits once the number is valid (SPEC §5: "99123456" for 099 123 456, "24001234"); while it is not,
   * the digits as typed (and a leading +), which the domain's validator reads to say what is missing.
   */
  value: string;
};

// Never checked before leaving the field: 8 digits may still be a mobile one digit short (099 123 45).
const phone: MaskedFieldFormat = {
  ...digitsGroupedBy(maskPhone),
  validate: validatePhone,
  input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
};

/**
 * A Uruguayan phone typed as people write it (spaces, dashes, +598, a mobile with its 0) and shown as they write it:
 * 099 123 456, 2400 1234.
 */
export function PhoneField({ label = 'Teléfono', hint = PHONE_HINT, ...field }: PhoneFieldProps) {
  return <MaskedField {...field} label={label} hint={hint} format={phone} />;
}
