import { RUT_LENGTH, validateRut } from '@horizontal/domain';
import { digitsGroupedBy, MaskedField, type MaskedFieldProps } from '../../internal/MaskedField';
import { maskRut } from '../../internal/masks';

export type RUTFieldProps = MaskedFieldProps & {
  label?: string;
  /** The RUT's 12 digits: "211003420017". */
  value: string;
};

const rut = { ...digitsGroupedBy(maskRut), validate: validateRut, completeLength: RUT_LENGTH };

/** Tax id of a company: 12 digits grouped as 21 100342 001 7 while typing, check digit verified (SPEC §5). */
export function RUTField({
  label = 'RUT',
  hint = '12 dígitos, por ejemplo 21 100342 001 7.',
  ...field
}: RUTFieldProps) {
  return <MaskedField {...field} label={label} hint={hint} format={rut} />;
}
