import type { ValidationMessage } from './types';

/** SPEC §5 character text: letters (with Spanish accents, ü and ñ), digits, spaces, dot, parentheses, _ and -. */
const ALLOWED = /^[A-Za-z0-9áéíóúüñÁÉÍÓÚÜÑ .()_-]$/;

const ALLOWED_DESCRIPTION = 'Use solo letras, números, espacios, punto, paréntesis, guion bajo y guion.';

export const validateCharacterText = (value: string): ValidationMessage => {
  // A keyboard or a paste may deliver "á" as "a" plus a combining accent; compose it first.
  const text = value.normalize('NFC');
  if (text.trim() === '') return 'Este campo es obligatorio.';
  const offending = [...text].find((character) => !ALLOWED.test(character));
  if (offending === undefined) return null;
  if (/[\s\p{C}]/u.test(offending))
    return `Hay un carácter invisible o un salto de línea no permitido. ${ALLOWED_DESCRIPTION}`;
  return `El carácter «${offending}» no está permitido. ${ALLOWED_DESCRIPTION}`;
};
