import { type CompanyCreate, validateCharacterText, validatePhone, validateRut } from '@horizontal/domain';
import { checkAddress, checkEmail, onlyProblems } from '../../shared/forms';

/** What the form sends: the company's own fields; the app adds city, plan and logo, which this screen does not edit. */
export type CompanyValues = Pick<CompanyCreate, 'name' | 'rut' | 'email' | 'phone' | 'address'>;

export const COMPANY_NAME_MAX = 120;

export const empty: CompanyValues = { name: '', rut: '', email: '', phone: '', address: '' };

const checkName = (name: string) =>
  name.trim().length > COMPANY_NAME_MAX
    ? `El nombre no puede superar los ${COMPANY_NAME_MAX} caracteres.`
    : validateCharacterText(name.trim());

export const validate = (values: CompanyValues) =>
  onlyProblems<CompanyValues>({
    name: checkName(values.name),
    rut: validateRut(values.rut),
    email: checkEmail(values.email),
    phone: validatePhone(values.phone),
    address: checkAddress(values.address),
  });

export const toRequest = (values: CompanyValues): CompanyValues => ({
  name: values.name.trim(),
  rut: values.rut,
  email: values.email.trim(),
  phone: values.phone,
  address: values.address.trim(),
});
