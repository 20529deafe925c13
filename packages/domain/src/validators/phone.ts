import type { ValidationMessage } from './types';

/** SPEC §5 and §9: a phone number is exactly 8 digits. */
export const PHONE_LENGTH = 8;

export const validatePhone = (value: string): ValidationMessage => {
  if (value.trim() === '') return 'Ingrese un teléfono.';
  if (/\D/.test(value)) return 'El teléfono solo puede contener números, sin espacios ni guiones.';
  if (value.length !== PHONE_LENGTH) {
    return `El teléfono debe tener exactamente ${PHONE_LENGTH} dígitos (tiene ${value.length}).`;
  }
  return null;
};
