import { validateEmail } from './email';

/** What the sign-in form and the contract's signinRequestSchema say, written once so that both say the same. */
export const SIGNIN_MESSAGES = {
  emailEmpty: 'Ingrese su correo electrónico.',
  emailInvalid: 'Ingrese un correo electrónico válido, por ejemplo nombre@dominio.com.',
  passwordEmpty: 'Ingrese su contraseña.',
} as const;

export type SigninCredentials = { email: string; password: string };
export type SigninErrors = Partial<Record<keyof SigninCredentials, string>>;

/**
 * The sign-in form's checks without zod, so that the form fits the landing + login JS budget (issue #7). The
 * password is only required: its rules apply when it is chosen, and an old one must still be accepted here.
 */
export const validateSignin = ({ email, password }: SigninCredentials): SigninErrors => {
  const errors: SigninErrors = {};
  const trimmed = email.trim();
  if (trimmed === '') errors.email = SIGNIN_MESSAGES.emailEmpty;
  else if (validateEmail(trimmed) !== null) errors.email = SIGNIN_MESSAGES.emailInvalid;
  if (password === '') errors.password = SIGNIN_MESSAGES.passwordEmpty;
  return errors;
};
