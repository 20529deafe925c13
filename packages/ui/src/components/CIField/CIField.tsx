import { validateCi } from '@horizontal/domain';
import { digitsGroupedBy, MaskedField, type MaskedFieldProps } from '../../internal/MaskedField';
import { maskCi } from '../../internal/masks';

export const ciFieldSizes = ['sm', 'md'] as const;

export type CIFieldProps = MaskedFieldProps & {
  label?: string;
  /** The CI's digits, check digit included: "12345672". */
  value: string;
  size?: (typeof ciFieldSizes)[number];
};

// A complete 8-digit CI is checked at once, so a mistyped check digit shows before leaving the field.
const ci = { ...digitsGroupedBy(maskCi), validate: validateCi, completeLength: 8 };

/** Uruguayan identity card: shows 1.234.567-8 as it is typed and flags a wrong check digit (SPEC §5). */
export function CIField({
  label = 'Cédula de identidad',
  hint = 'Con el dígito verificador, por ejemplo 1.234.567-2.',
  ...field
}: CIFieldProps) {
  return <MaskedField {...field} label={label} hint={hint} format={ci} />;
}
