import type { ValidationMessage } from './types';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 15;

/**
 * The spec leaves the special set open; it is every printable ASCII punctuation character (POSIX [:punct:]),
 * so whatever a password manager generates from the ASCII symbols is accepted.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

/** The set as shown to people: one character after the other, separated by spaces. */
export const PASSWORD_SPECIAL_CHARACTERS_LIST = [...PASSWORD_SPECIAL_CHARACTERS].join(' ');

const specials: ReadonlySet<string> = new Set(PASSWORD_SPECIAL_CHARACTERS);

const isAllowed = (character: string): boolean => /^[A-Za-z0-9]$/.test(character) || specials.has(character);

const MESSAGES = {
  empty: 'Ingrese una contraseña.',
  length: `La contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres.`,
  characters: `La contraseña solo puede contener letras sin tilde ni ñ, números y estos caracteres especiales: ${PASSWORD_SPECIAL_CHARACTERS_LIST}`,
  lowercase: 'La contraseña debe incluir al menos una letra minúscula.',
  uppercase: 'La contraseña debe incluir al menos una letra mayúscula.',
  digit: 'La contraseña debe incluir al menos un número.',
  special: `La contraseña debe incluir al menos uno de estos caracteres especiales: ${PASSWORD_SPECIAL_CHARACTERS_LIST}`,
} as const;

/** 8 to 15 characters with a lowercase, an uppercase, a digit and a special character (SPEC §5). */
export const validatePassword = (value: string): ValidationMessage => {
  if (value === '') return MESSAGES.empty;
  const characters = [...value];
  if (characters.length < PASSWORD_MIN_LENGTH || characters.length > PASSWORD_MAX_LENGTH) return MESSAGES.length;
  if (!characters.every(isAllowed)) return MESSAGES.characters;
  if (!/[a-z]/.test(value)) return MESSAGES.lowercase;
  if (!/[A-Z]/.test(value)) return MESSAGES.uppercase;
  if (!/[0-9]/.test(value)) return MESSAGES.digit;
  if (!characters.some((character) => specials.has(character))) return MESSAGES.special;
  return null;
};
