import { z } from 'zod';
import { parseCurrency } from '../formatters/currency';
import { formatDate, parseDate } from '../formatters/date';
import type { ParseResult } from '../formatters/parse-result';
import { formatPeriod, parsePeriod } from '../formatters/period';
import { formatTime, parseTime } from '../formatters/time';
import { ciDigits, validateCi } from './ci';
import { validateEmail } from './email';
import { validateNumber } from './number';
import { validatePassword } from './password';
import { normalizePhone, validatePhone } from './phone';
import { rutDigits, validateRut } from './rut';
import { validateCharacterText } from './text';
import type { Validator } from './types';

/*
 * The schemas only refine and normalise strings (trim, digits, canonical dates), never change their type,
 * so they also describe the contract and survive conversion to JSON Schema. currencyTextSchema is the
 * exception: it turns what a person typed into cents and belongs to forms only.
 */

const refinedWith = (schema: z.ZodString, validate: Validator) =>
  schema.superRefine((value, ctx) => {
    const message = validate(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });

const requiredString = (missing: string) => z.string({ error: missing });

const normalisedText = <T>(parse: (text: string) => ParseResult<T>, format: (value: T) => string, missing: string) =>
  refinedWith(requiredString(missing).trim(), (text) => {
    const result = parse(text);
    return result.ok ? null : result.message;
  }).overwrite((text) => {
    const result = parse(text);
    return result.ok ? format(result.value) : text;
  });

export const emailSchema = refinedWith(requiredString('Ingrese un correo electrónico.').trim(), validateEmail);

/** Accepts a phone as people write it (099 123 456, +598…) and answers the spec's 8 digits. */
export const phoneSchema = refinedWith(requiredString('Ingrese un teléfono.').trim(), validatePhone).overwrite(
  normalizePhone,
);

export const passwordSchema = refinedWith(requiredString('Ingrese una contraseña.'), validatePassword);

export const numericTextSchema = refinedWith(requiredString('Este campo es obligatorio.').trim(), validateNumber);

export const characterTextSchema = refinedWith(
  requiredString('Este campo es obligatorio.').trim(),
  validateCharacterText,
).overwrite((text) => text.normalize('NFC'));

/** Accepts any writing of a CI; the parsed value is its digits, "12345672". */
export const ciSchema = refinedWith(requiredString('Ingrese la cédula de identidad.'), validateCi).overwrite(ciDigits);

/** Accepts a RUT with or without separators; the parsed value is its 12 digits. */
export const rutSchema = refinedWith(requiredString('Ingrese el RUT.'), validateRut).overwrite(rutDigits);

/** A dd/mm/yyyy date; the parsed value is zero-padded, "5/3/2026" → "05/03/2026". */
export const dateTextSchema = normalisedText(parseDate, formatDate, 'Ingrese una fecha.');

/** An hh:mm time; the parsed value is zero-padded, "9:05" → "09:05". */
export const timeTextSchema = normalisedText(parseTime, formatTime, 'Ingrese una hora.');

/** A period; the parsed value is canonical, "marzo de 2026" → "Marzo 2026". */
export const periodTextSchema = normalisedText(parsePeriod, formatPeriod, 'Ingrese un período.');

/** For forms: what a person typed ("1.234,5") parsed to integer cents (123450). */
export const currencyTextSchema = z.string({ error: 'Ingrese un importe.' }).transform((text, ctx) => {
  const result = parseCurrency(text);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.value;
});

/** For the contract: an amount as a whole number of cents. */
export const centsSchema = z
  .number({ error: 'El importe debe ser un número de centésimos.' })
  .refine(Number.isSafeInteger, 'El importe debe ser una cantidad entera de centésimos.');

/** For the contract: an amount as a decimal string with up to two decimals, "1234.56". */
export const decimalAmountSchema = z
  .string({ error: 'El importe debe ser un texto decimal.' })
  .regex(/^-?\d+(?:\.\d{1,2})?$/, 'El importe debe tener la forma 1234.56, con hasta dos decimales.');

/** Lets a form field be left blank: '' passes, anything else must satisfy the schema. */
export const orEmpty = <Schema extends z.ZodType>(schema: Schema) => z.union([z.literal(''), schema]);
