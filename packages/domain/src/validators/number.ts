import type { ValidationMessage } from './types';

/** SPEC §5: digits only. */
export const validateNumber = (value: string): ValidationMessage => {
  if (value.trim() === '') return 'Este campo es obligatorio.';
  if (!/^\d+$/.test(value)) return 'Solo se admiten números, sin puntos, comas, signos ni espacios.';
  return null;
};
