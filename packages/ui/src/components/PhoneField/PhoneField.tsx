import { normalizePhone, PHONE_HINT, validatePhone } from '@horizontal/domain';
import { MaskedField, type MaskedFieldFormat, type MaskedFieldProps } from '../../internal/MaskedField';
import { type Masked, maskDigits } from '../../internal/masks';

/** The digits of the longest way to write a number: 00598 and the 8 digits. */
const LONGEST_WRITTEN = 13;

export type PhoneFieldProps = MaskedFieldProps & {
  label?: string;
  /** Digits only, exactly 8 when valid (SPEC §5); what is typed arrives without spaces, prefix or leading 0. */
  value: string;
};

const maskPhone = (raw: string, caret: number): Masked => {
  // Digits only, never cut to 8: a number too long stays visible and the validator says so.
  const typed = maskDigits(raw, caret, LONGEST_WRITTEN);
  const phone = normalizePhone(typed.text);
  return phone === typed.text ? typed : { text: phone, caret: phone.length };
};

const phone: MaskedFieldFormat = {
  mask: maskPhone,
  validate: validatePhone,
  input: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
};

export function PhoneField({ label = 'Teléfono', hint = PHONE_HINT, ...field }: PhoneFieldProps) {
  return <MaskedField {...field} label={label} hint={hint} format={phone} />;
}
