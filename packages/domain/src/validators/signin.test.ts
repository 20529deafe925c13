import { describe, expect, it } from 'vitest';
import { signinRequestSchema } from '../contract/auth';
import { SIGNIN_MESSAGES, validateSignin } from './signin';

/** The contract's verdict in the form's shape: the first message per field. */
const contractErrors = (credentials: { email: string; password: string }) => {
  const parsed = signinRequestSchema.safeParse(credentials);
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('validateSignin', () => {
  it('asks for both fields when empty, as the contract does', () => {
    const empty = { email: '   ', password: '' };
    expect(validateSignin(empty)).toEqual({
      email: 'Ingrese su correo electrónico.',
      password: 'Ingrese su contraseña.',
    });
    expect(validateSignin(empty)).toEqual(contractErrors(empty));
  });

  it.each(['martin@correo', 'martin', 'martin@@correo.com', 'mar tin@correo.com', '@correo.com'])(
    'refuses %s with the contract’s message',
    (email) => {
      const credentials = { email, password: 'Clave#2026' };
      expect(validateSignin(credentials)).toEqual({ email: SIGNIN_MESSAGES.emailInvalid });
      expect(validateSignin(credentials)).toEqual(contractErrors(credentials));
    },
  );

  it.each(['admin@horizontal.uy', '  ana.perez+gastos@correo.com.uy  ', 'ANA@DOMINIO.UY'])(
    'accepts %s, surrounding spaces included, like the contract',
    (email) => {
      const credentials = { email, password: 'x' };
      expect(validateSignin(credentials)).toEqual({});
      expect(contractErrors(credentials)).toEqual({});
    },
  );

  it('only requires the password: an old one that no longer meets the rules can still sign in', () => {
    expect(validateSignin({ email: 'ana@dominio.com', password: 'corta' })).toEqual({});
  });
});
