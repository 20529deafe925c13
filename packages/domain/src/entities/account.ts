import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '../validators/contact';
import { ciSchema, emailSchema, passwordSchema, phoneSchema } from '../validators/schemas';
import { blankOr, body, idOf, optionalText, requiredText, withoutControlCharacters } from './fields';

/** POST /auth/user: the signed-in person edits their own data (Cuenta). */
export const profileUpdateSchema = body({
  name: requiredText('Ingrese su nombre.', 120),
  phone: phoneSchema,
  email: emailSchema.optional(),
  identity: ciSchema.optional(),
});

/** A guard field of a public form: whatever is wrong with it, the person can do nothing but send the form again. */
const formGuard = (max: number) =>
  withoutControlCharacters(
    z.string({ error: 'El formulario no es válido.' }).max(max, 'El formulario no es válido.'),
    'El formulario no es válido.',
  ).optional();

/**
 * POST /auth/contact: the public contact form. `website` and `formToken` are its guards against bots
 * (CONTACT_GUARD): the form sends them; a client of the contract may leave them out.
 */
export const contactRequestSchema = body({
  name: requiredText(CONTACT_MESSAGES.nameEmpty, CONTACT_LIMITS.name),
  email: emailSchema,
  phone: blankOr(phoneSchema, 'El teléfono no es válido.'),
  company: optionalText(CONTACT_LIMITS.company),
  message: requiredText(CONTACT_MESSAGES.messageEmpty, CONTACT_LIMITS.message, { multiline: true }),
  website: formGuard(500),
  formToken: formGuard(200),
});

/** POST /auth/access: a person asks the administradora of a complejo for an account. */
export const accessRequestSchema = body({
  name: requiredText('Ingrese su nombre.', 120),
  email: emailSchema,
  phone: phoneSchema,
  identity: blankOr(ciSchema, 'La cédula no es válida.'),
  companyId: idOf('la administradora'),
  buildingId: idOf('el complejo'),
  message: optionalText(2000, { multiline: true }),
});

/** POST /auth/forgot: e-mails a 6-digit code. */
export const forgotRequestSchema = body({ email: emailSchema });

/** POST /auth/validate: trades the code for a temporary password sent by e-mail. */
export const validateRequestSchema = body({
  email: emailSchema,
  code: z
    .string({ error: 'Ingrese el código que recibió por correo.' })
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos.'),
});

/** POST /auth/change: a new password, with the current (or temporary) one. */
export const changePasswordSchema = body({
  currentPassword: withoutControlCharacters(
    z.string({ error: 'Ingrese su contraseña actual.' }),
    'La contraseña actual contiene caracteres no permitidos.',
  ).min(1, 'Ingrese su contraseña actual.'),
  newPassword: passwordSchema,
});

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type AccessRequest = z.input<typeof accessRequestSchema>;
export type ForgotRequest = z.input<typeof forgotRequestSchema>;
export type ValidateRequest = z.input<typeof validateRequestSchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;
