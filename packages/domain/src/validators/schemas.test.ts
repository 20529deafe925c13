import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  centsSchema,
  characterTextSchema,
  ciSchema,
  currencyTextSchema,
  dateTextSchema,
  decimalAmountSchema,
  emailSchema,
  numericTextSchema,
  orEmpty,
  passwordSchema,
  periodTextSchema,
  phoneSchema,
  rutSchema,
  timeTextSchema,
} from './schemas';

const messagesOf = (schema: z.ZodType, value: unknown): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('schemas built on the validators', () => {
  it('emailSchema trims and validates', () => {
    expect(emailSchema.parse('  ana@dominio.com ')).toBe('ana@dominio.com');
    expect(messagesOf(emailSchema, 'ana@dominio.c')).toEqual([
      'La terminación del dominio debe tener entre 2 y 63 letras, por ejemplo .uy o .com.',
    ]);
    expect(messagesOf(emailSchema, undefined)).toEqual(['Ingrese un correo electrónico.']);
  });

  it('phoneSchema', () => {
    expect(phoneSchema.parse(' 24001234 ')).toBe('24001234');
    expect(phoneSchema.parse('+598 99 123 456')).toBe('99123456');
    expect(phoneSchema.parse('099 123 456')).toBe('99123456');
    expect(phoneSchema.parse('2487-1234')).toBe('24871234');
    expect(messagesOf(phoneSchema, '2400123')).toEqual([
      'Al teléfono fijo le falta un dígito: se escribe 2XXX XXXX o 4XXX XXXX.',
    ]);
    expect(messagesOf(phoneSchema, '099 123 45')).toEqual([
      'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.',
    ]);
    expect(messagesOf(phoneSchema, '12345678')).toEqual([
      'El teléfono no es un número de Uruguay: los fijos empiezan con 2 o 4 y los celulares con 09.',
    ]);
  });

  it('passwordSchema keeps the password as typed', () => {
    expect(passwordSchema.parse('Abcdef1!')).toBe('Abcdef1!');
    expect(messagesOf(passwordSchema, 'Abcdef1! ')[0]).toMatch(/^La contraseña solo puede contener/);
    expect(messagesOf(passwordSchema, null)).toEqual(['Ingrese una contraseña.']);
  });

  it('numericTextSchema and characterTextSchema', () => {
    expect(numericTextSchema.parse(' 0042 ')).toBe('0042');
    expect(messagesOf(numericTextSchema, '4,2')).toEqual([
      'Solo se admiten números, sin puntos, comas, signos ni espacios.',
    ]);
    expect(characterTextSchema.parse(' Gu\u0308emes ')).toBe('Güemes');
    expect(messagesOf(characterTextSchema, '')).toEqual(['Este campo es obligatorio.']);
  });

  it('ciSchema accepts any writing and yields the digits', () => {
    expect(ciSchema.parse('1.234.567-2')).toBe('12345672');
    expect(messagesOf(ciSchema, '1.234.567-3')).toEqual([
      'La cédula 1.234.567-3 no es válida: revise los números y el dígito verificador.',
    ]);
  });

  it('rutSchema yields the 12 digits', () => {
    expect(rutSchema.parse('21 100342 001 7')).toBe('211003420017');
    expect(messagesOf(rutSchema, '')).toEqual(['Ingrese el RUT.']);
  });

  it('date, time and period schemas normalise the writing', () => {
    expect(dateTextSchema.parse('1/1/2021')).toBe('01/01/2021');
    expect(messagesOf(dateTextSchema, '31/02/2026')).toEqual(['La fecha 31/02/2026 no existe.']);
    expect(timeTextSchema.parse(' 9:05 ')).toBe('09:05');
    expect(messagesOf(timeTextSchema, '24:00')).toEqual(['La hora 24:00 no existe.']);
    expect(periodTextSchema.parse('marzo de 2026')).toBe('Marzo 2026');
    expect(messagesOf(periodTextSchema, 'Marzzo 2026')).toEqual([
      '«Marzzo» no es un mes. Escriba el período como mes y año, por ejemplo Marzo 2026.',
    ]);
  });

  it('currencyTextSchema turns what a person typed into cents', () => {
    expect(currencyTextSchema.parse('$ 1.234,5')).toBe(123450);
    expect(messagesOf(currencyTextSchema, '12.50')).toEqual([
      'Use punto para los miles y coma para los decimales, por ejemplo 1.234,56.',
    ]);
  });

  it('centsSchema and decimalAmountSchema describe money in the contract', () => {
    expect(centsSchema.parse(123456)).toBe(123456);
    expect(messagesOf(centsSchema, 1234.56)).toEqual(['El importe debe ser una cantidad entera de centésimos.']);
    expect(messagesOf(centsSchema, '123456')).toEqual(['El importe debe ser un número de centésimos.']);
    expect(decimalAmountSchema.parse('-1234.5')).toBe('-1234.5');
    expect(messagesOf(decimalAmountSchema, '1234.567')).toEqual([
      'El importe debe tener la forma 1234.56, con hasta dos decimales.',
    ]);
  });

  it('orEmpty lets an optional field stay blank', () => {
    const optionalPhone = orEmpty(phoneSchema);
    expect(optionalPhone.parse('')).toBe('');
    expect(optionalPhone.parse('24001234')).toBe('24001234');
    expect(optionalPhone.safeParse('123').success).toBe(false);
  });

  it('every refining schema converts to JSON Schema for the contract', () => {
    for (const schema of [
      emailSchema,
      phoneSchema,
      passwordSchema,
      numericTextSchema,
      characterTextSchema,
      ciSchema,
      rutSchema,
      dateTextSchema,
      timeTextSchema,
      periodTextSchema,
      centsSchema,
      decimalAmountSchema,
    ]) {
      expect(() => z.toJSONSchema(schema)).not.toThrow();
    }
  });
});
