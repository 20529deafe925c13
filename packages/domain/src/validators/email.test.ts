import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';

describe('validateEmail', () => {
  it.each([
    'ana@dominio.com',
    'ana.perez+gastos@correo.com.uy',
    'a_b-c@sub.dominio.uy',
    "o'neill@example.org",
    `ana@dominio.${'a'.repeat(63)}`,
    'ANA@DOMINIO.UY',
    'x@1-2.com',
  ])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
  });

  it('asks for an e-mail when empty', () => {
    expect(validateEmail('')).toBe('Ingrese un correo electrónico.');
    expect(validateEmail('   ')).toBe('Ingrese un correo electrónico.');
  });

  it('rejects spaces', () => {
    expect(validateEmail('ana @dominio.com')).toBe('El correo electrónico no puede contener espacios.');
    expect(validateEmail(' ana@dominio.com')).toBe('El correo electrónico no puede contener espacios.');
  });

  it.each(['anadominio.com', '@dominio.com', 'ana@', 'ana@b@dominio.com'])(
    'rejects %s without the local@domain shape',
    (email) => {
      expect(validateEmail(email)).toBe('El correo electrónico debe tener la forma nombre@dominio.com.');
    },
  );

  it('limits the whole address to 254 characters', () => {
    const labels = Array.from({ length: 4 }, () => 'd'.repeat(60)).join('.');
    const ofLength = (length: number) => `a@${labels}.${'x'.repeat(length - 2 - labels.length - 1)}`;
    expect(ofLength(254)).toHaveLength(254);
    expect(validateEmail(ofLength(254))).toBeNull();
    expect(validateEmail(ofLength(255))).toBe('El correo electrónico no puede superar los 254 caracteres.');
  });

  it('limits the local part to 64 characters', () => {
    expect(validateEmail(`${'a'.repeat(64)}@dominio.com`)).toBeNull();
    expect(validateEmail(`${'a'.repeat(65)}@dominio.com`)).toBe(
      'La parte anterior a la @ no puede superar los 64 caracteres.',
    );
  });

  it.each(['.ana@dominio.com', 'ana.@dominio.com', 'ana..perez@dominio.com', 'añá@dominio.com', 'ana(x)@dominio.com'])(
    'rejects the local part of %s',
    (email) => {
      expect(validateEmail(email)).toBe(
        'La parte anterior a la @ tiene caracteres no permitidos o puntos mal ubicados.',
      );
    },
  );

  it('requires a top-level part', () => {
    expect(validateEmail('ana@localhost')).toBe('Al dominio le falta la terminación, por ejemplo nombre@dominio.com.');
  });

  it.each([
    'ana@.com',
    'ana@dominio..com',
    'ana@-dominio.com',
    'ana@dominio-.com',
    'ana@domi_nio.com',
    'ana@dómino.com',
  ])('rejects the domain of %s', (email) => {
    expect(validateEmail(email)).toBe(
      'El dominio solo puede contener letras, números, guiones y puntos, por ejemplo nombre@dominio.com.',
    );
  });

  it.each(['ana@dominio.c', `ana@dominio.${'a'.repeat(64)}`, 'ana@dominio.c0m', 'ana@dominio.com.'])(
    'requires a top-level part of 2 to 63 letters in %s',
    (email) => {
      expect(validateEmail(email)).toBe(
        'La terminación del dominio debe tener entre 2 y 63 letras, por ejemplo .uy o .com.',
      );
    },
  );
});
