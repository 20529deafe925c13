import { z } from 'zod';
import {
  accessRequestSchema,
  changePasswordSchema,
  contactRequestSchema,
  forgotRequestSchema,
  profileUpdateSchema,
  validateRequestSchema,
} from '../entities/account';
import { body } from '../entities/fields';
import { sessionUserSchema } from '../entities/session';
import { SIGNIN_MESSAGES } from '../validators/signin';
import { answerSchema, defineCall, okAnswer } from './define';

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const signinRequestSchema = body({
  email: requiredText(SIGNIN_MESSAGES.emailEmpty).pipe(z.email({ error: SIGNIN_MESSAGES.emailInvalid })),
  password: z.string({ error: SIGNIN_MESSAGES.passwordEmpty }).min(1, SIGNIN_MESSAGES.passwordEmpty),
});
export type SigninRequest = z.input<typeof signinRequestSchema>;

export const authContract = {
  signin: defineCall({
    name: 'auth.signin',
    method: 'POST',
    path: '/auth/signin',
    public: true,
    request: signinRequestSchema,
    /**
     * Beyond the spec's token and indCreated, and optional: the session user, as /auth/data answers it, so that the
     * app opens Inicio without a second round trip. A client without it asks /auth/data, as the spec does.
     */
    response: okAnswer({ token: z.string(), indCreated: z.boolean(), user: sessionUserSchema.optional() }),
  }),
  data: defineCall({
    name: 'auth.data',
    method: 'POST',
    path: '/auth/data',
    public: false,
    request: body({
      device: z
        .string({ error: 'El identificador del dispositivo no es válido.' })
        .max(4096, 'El identificador del dispositivo no es válido.')
        .nullish(),
    }),
    response: okAnswer({ user: sessionUserSchema }),
  }),
  /** The signed-in person updates their own data; answers the session user as /auth/data does. */
  user: defineCall({
    name: 'auth.user',
    method: 'POST',
    path: '/auth/user',
    public: false,
    request: profileUpdateSchema,
    response: okAnswer({ user: sessionUserSchema }),
  }),
  contact: defineCall({
    name: 'auth.contact',
    method: 'POST',
    path: '/auth/contact',
    public: true,
    request: contactRequestSchema,
    response: answerSchema,
  }),
  access: defineCall({
    name: 'auth.access',
    method: 'POST',
    path: '/auth/access',
    public: true,
    request: accessRequestSchema,
    response: answerSchema,
  }),
  /** Answers the same for a known and an unknown e-mail, so it cannot be used to probe for accounts. */
  forgot: defineCall({
    name: 'auth.forgot',
    method: 'POST',
    path: '/auth/forgot',
    public: true,
    request: forgotRequestSchema,
    response: answerSchema,
  }),
  validate: defineCall({
    name: 'auth.validate',
    method: 'POST',
    path: '/auth/validate',
    public: true,
    request: validateRequestSchema,
    response: answerSchema,
  }),
  /** Private: a user holding a temporary password (indCreated) changes it here, and only here. */
  change: defineCall({
    name: 'auth.change',
    method: 'POST',
    path: '/auth/change',
    public: false,
    request: changePasswordSchema,
    response: answerSchema,
  }),
  /** Beyond the spec: revokes the session token on "Cerrar Sesión". */
  signout: defineCall({
    name: 'auth.signout',
    method: 'POST',
    path: '/auth/signout',
    public: false,
    request: z.object({}).optional(),
    response: answerSchema,
  }),
};

/** What the public auth calls (signin, forgot, validate, contact, access) answer, for the server and the mocks. */
export const publicMessages = {
  signedIn: 'Sesión iniciada.',
  codeSent: 'Si el correo corresponde a un usuario activo, le enviamos un código. Revise su bandeja de entrada.',
  codeInvalid: 'El código no es válido o venció. Pida uno nuevo.',
  temporarySent:
    'Código correcto. Le enviamos una contraseña temporal a su correo: ingrese con ella para elegir una nueva.',
  contactReceived: 'Recibimos su consulta. Le responderemos a la brevedad.',
  // One answer for the hidden field filled and the form sent too soon, so that a bot learns nothing from it.
  contactRefused:
    'No pudimos recibir su consulta: el formulario se envió de una forma que parece automática. Espere unos segundos y vuelva a enviarlo.',
  contactExpired:
    'El formulario estuvo abierto más de un día y venció. Copie su mensaje, recargue la página y vuelva a enviarlo.',
  /** The same, where the server draws the form again itself (sent without JavaScript): what was typed stays. */
  contactRenewed: 'El formulario estuvo abierto más de un día: lo renovamos. Revise sus datos y vuelva a enviarlo.',
  accessReceived: 'Recibimos su solicitud. La administradora la revisará y le escribirá.',
  unknownBuilding: 'El complejo elegido no existe o no pertenece a esa administradora.',
  accessPending: 'Ya existe una solicitud pendiente para ese correo electrónico.',
} as const;

/** What the caller's own account calls (signout, change, user) answer, for the server and the mocks. */
export const accountMessages = {
  signedOut: 'Sesión cerrada.',
  wrongCurrent: 'La contraseña actual no es correcta.',
  sameAsCurrent: 'La contraseña nueva debe ser distinta de la actual.',
  changed: 'Contraseña actualizada.',
  profileUpdated: 'Sus datos se actualizaron.',
  emailByAdministrator: 'El correo identifica su usuario: para cambiarlo, pídaselo a su administradora.',
} as const;
