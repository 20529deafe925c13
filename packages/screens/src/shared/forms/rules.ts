import { validateEmail, validatePhone } from '@horizontal/domain';

/** A person's name as typed: letters of any language, spaces, apostrophes and hyphens (Ana O'Neill-Pérez). */
export const PERSON_NAME_MAX = 120;

export const validatePersonName = (value: string): string | null => {
  const name = value.trim();
  if (name === '') return 'Ingrese el nombre y apellido.';
  if (name.length > PERSON_NAME_MAX) return `El nombre no puede superar los ${PERSON_NAME_MAX} caracteres.`;
  if (!/^[\p{L}][\p{L}\p{M} .'’-]*$/u.test(name)) {
    return 'El nombre solo puede contener letras, espacios, apóstrofos y guiones.';
  }
  return null;
};

/** A required e-mail, checked without the spaces a paste often brings along. */
export const checkEmail = (value: string): string | null => validateEmail(value.trim());

/** The domain's phone rule, but an empty optional phone is fine. */
export const checkOptionalPhone = (value: string): string | null => (value === '' ? null : validatePhone(value));

/** Keeps only the messages of fields that have one, so that an empty object means "valid". */
export const onlyProblems = <Values>(entries: Record<keyof Values & string, string | null>) => {
  const problems: Partial<Record<keyof Values & string, string>> = {};
  for (const [key, message] of Object.entries(entries) as [keyof Values & string, string | null][]) {
    if (message !== null) problems[key] = message;
  }
  return problems;
};

export const ADDRESS_MAX = 200;

export const checkAddress = (address: string): string | null => {
  if (address.trim() === '') return 'Ingrese la dirección.';
  if (address.trim().length > ADDRESS_MAX) return `La dirección no puede superar los ${ADDRESS_MAX} caracteres.`;
  return null;
};
