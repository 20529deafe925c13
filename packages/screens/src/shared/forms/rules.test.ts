import { describe, expect, it } from 'vitest';
import { checkEmail, checkOptionalPhone, onlyProblems, validatePersonName } from './rules';

describe('validatePersonName', () => {
  it.each(['Ana Pérez', "Ana O'Neill", 'María José Núñez-Etcheverry', 'Zoë Müller'])('accepts %s', (name) => {
    expect(validatePersonName(name)).toBeNull();
  });

  it('asks for the name when it is blank', () => {
    expect(validatePersonName('   ')).toBe('Ingrese el nombre y apellido.');
  });

  it('rejects digits and symbols', () => {
    expect(validatePersonName('Ana 2')).toBe('El nombre solo puede contener letras, espacios, apóstrofos y guiones.');
    expect(validatePersonName('-Ana')).toBe('El nombre solo puede contener letras, espacios, apóstrofos y guiones.');
  });

  it('limits the length to 120 characters', () => {
    expect(validatePersonName('a'.repeat(120))).toBeNull();
    expect(validatePersonName('a'.repeat(121))).toBe('El nombre no puede superar los 120 caracteres.');
  });
});

describe('field helpers', () => {
  it('checks an e-mail without the spaces around it', () => {
    expect(checkEmail('  ana@correo.com.uy ')).toBeNull();
    expect(checkEmail('ana@correo')).toBe('Al dominio le falta la terminación, por ejemplo nombre@dominio.com.');
  });

  it('lets an optional phone be empty but not wrong', () => {
    expect(checkOptionalPhone('')).toBeNull();
    expect(checkOptionalPhone('2401')).toBe('Al teléfono fijo le faltan 4 dígitos: se escribe 2XXX XXXX o 4XXX XXXX.');
  });

  it('keeps only the fields with a message', () => {
    expect(onlyProblems<{ a: string; b: string }>({ a: null, b: 'Falta b.' })).toEqual({ b: 'Falta b.' });
    expect(onlyProblems<{ a: string }>({ a: null })).toEqual({});
  });
});
