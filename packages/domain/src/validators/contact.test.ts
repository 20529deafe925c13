import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '../entities/account';
import { CONTACT_LIMITS, CONTACT_MESSAGES, type ContactFields, validateContact } from './contact';

const valid: ContactFields = {
  name: 'Lucía Fernández',
  email: 'lucia@correo.com.uy',
  phone: '',
  company: '',
  message: 'Buscamos administradora.\nSomos 40 unidades.',
};

/** The field the contract's schema finds wrong first, for comparing with the form's own checks. */
const schemaFields = (values: ContactFields) => {
  const parsed = contactRequestSchema.safeParse(values);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].sort();
};

describe('validateContact', () => {
  it('accepts a filled form, phone and complejo left out', () => {
    expect(validateContact(valid)).toEqual({});
    expect(validateContact({ ...valid, phone: '099 123 456', company: 'Rambla Sur 1234' })).toEqual({});
  });

  it('says what is missing or wrong at each field, in Spanish', () => {
    const errors = validateContact({ name: ' ', email: 'lucia@', phone: '099 12', company: '', message: '' });
    expect(errors.name).toBe(CONTACT_MESSAGES.nameEmpty);
    expect(errors.message).toBe(CONTACT_MESSAGES.messageEmpty);
    expect(errors.email).toMatch(/correo|dominio/);
    expect(errors.phone).toMatch(/teléfono/i);
    expect(errors.company).toBeUndefined();
  });

  it('refuses text beyond its length and control characters, but keeps line breaks in the message', () => {
    expect(validateContact({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.message + 1) }).message).toBe(
      CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message),
    );
    expect(validateContact({ ...valid, name: 'Lucía\u0007' }).name).toBe(CONTACT_MESSAGES.control);
    expect(validateContact({ ...valid, company: 'Rambla\nSur' }).company).toBe(CONTACT_MESSAGES.control);
    expect(validateContact({ ...valid, message: 'Hola\r\n\tchau' }).message).toBeUndefined();
  });

  it('finds wrong the same fields as the contract’s schema', () => {
    const samples: ContactFields[] = [
      valid,
      { ...valid, name: '' },
      { ...valid, email: 'sin-arroba' },
      { ...valid, phone: '12' },
      { ...valid, message: '' },
      { ...valid, company: 'c'.repeat(CONTACT_LIMITS.company + 1) },
      { ...valid, name: 'n'.repeat(CONTACT_LIMITS.name + 1), message: '' },
    ];
    for (const sample of samples) expect(Object.keys(validateContact(sample)).sort()).toEqual(schemaFields(sample));
  });
});
