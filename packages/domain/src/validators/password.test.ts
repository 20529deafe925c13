import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_SPECIAL_CHARACTERS_LIST,
  validatePassword,
} from './password';

const LIST = '! " # $ % & \' ( ) * + , - . / : ; < = > ? @ [ \\ ] ^ _ ` { | } ~';

describe('PASSWORD_SPECIAL_CHARACTERS', () => {
  it('is exactly the 32 printable ASCII punctuation characters', () => {
    const punctuation = Array.from({ length: 127 - 33 }, (_, index) => String.fromCharCode(33 + index))
      .filter((character) => !/[A-Za-z0-9]/.test(character))
      .join('');
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe(punctuation);
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
    expect(PASSWORD_SPECIAL_CHARACTERS_LIST).toBe(LIST);
  });
});

describe('validatePassword', () => {
  it('accepts 8 to 15 characters with every kind', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(15);
    expect(validatePassword('Abcdef1!')).toBeNull();
    expect(validatePassword('Abcdefghijk12#$')).toBeNull();
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts %s as the special character', (special) => {
    expect(validatePassword(`Abcdef1${special}`)).toBeNull();
  });

  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('Ingrese una contraseña.');
  });

  it('rejects fewer than 8 or more than 15 characters', () => {
    const message = 'La contraseña debe tener entre 8 y 15 caracteres.';
    expect(validatePassword('Abcde1!')).toBe(message);
    expect(validatePassword('Abcdefghijkl12#$')).toBe(message);
  });

  it.each(['Abcdef1! ', 'Ábcdefg1!', 'Abcdeñ1!x', 'Abcdef1!€'])(
    'rejects characters outside the set in %s',
    (password) => {
      expect(validatePassword(password)).toBe(
        `La contraseña solo puede contener letras sin tilde ni ñ, números y estos caracteres especiales: ${LIST}`,
      );
    },
  );

  it('requires a lowercase letter', () => {
    expect(validatePassword('ABCDEF1!')).toBe('La contraseña debe incluir al menos una letra minúscula.');
  });

  it('requires an uppercase letter', () => {
    expect(validatePassword('abcdef1!')).toBe('La contraseña debe incluir al menos una letra mayúscula.');
  });

  it('requires a digit', () => {
    expect(validatePassword('Abcdefg!')).toBe('La contraseña debe incluir al menos un número.');
  });

  it('requires a special character and shows the set', () => {
    expect(validatePassword('Abcdefg1')).toBe(
      `La contraseña debe incluir al menos uno de estos caracteres especiales: ${LIST}`,
    );
  });
});
