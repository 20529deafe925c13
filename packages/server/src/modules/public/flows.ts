import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accessRequests, contactRequests } from '../../db/schema';
import { ApiError } from '../../core/errors/api-error';
import type { MailMessage } from '../../lib/mail/mailer';
import {
  accessRequestMail,
  contactMail,
  forgotPasswordMail,
  newUserMail,
  passwordChangedMail,
  requestReceivedMail,
} from '../../lib/mail/templates';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { temporaryPassword } from '../../lib/temporary-password';
import { recordChange } from '../../core/tenant/audit';
import { anonymousScope, type Scope, scopeFor } from '../../core/tenant/scope';
import type { UserValues } from '../master/users.repository';
import type { Auth } from '../../core/types';

export const accountMessages = {
  codeSent: 'Si el correo corresponde a un usuario activo, le enviamos un código. Revise su bandeja de entrada.',
  codeInvalid: 'El código no es válido o venció. Pida uno nuevo.',
  temporarySent:
    'Código correcto. Le enviamos una contraseña temporal a su correo: ingrese con ella para elegir una nueva.',
  wrongCurrent: 'La contraseña actual no es correcta.',
  sameAsCurrent: 'La contraseña nueva debe ser distinta de la actual.',
  changed: 'Contraseña actualizada.',
  profileUpdated: 'Sus datos se actualizaron.',
  emailTaken: 'Ya existe un usuario con ese correo electrónico.',
  contactReceived: 'Recibimos su consulta. Le responderemos a la brevedad.',
  accessReceived: 'Recibimos su solicitud. La administradora la revisará y le escribirá.',
  unknownBuilding: 'El complejo elegido no existe o no pertenece a esa administradora.',
  accessPending: 'Ya existe una solicitud pendiente para ese correo electrónico.',
} as const;

/** Sends and logs a failure instead of failing the call: the change already happened and must be answered. */
const sendQuietly = async (app: FastifyInstance, message: MailMessage) => {
  try {
    await app.mailer.send(message);
    return true;
  } catch (error) {
    app.log.error({ err: error, to: message.to, subject: message.subject }, 'no se pudo enviar el correo');
    return false;
  }
};

const link = (app: FastifyInstance, path: string) => `${app.config.publicUrl}${path}`;

/** The user acting on their own account, with their own scope (used where no session exists yet). */
const selfScope = async (app: FastifyInstance, email: string, ip: string | null): Promise<Scope | null> => {
  const user = await app.repos.users.findByEmail(email);
  if (user?.status !== 'activo') return null;
  const live = await app.repos.users.loadSessionUser(user.id);
  if (!live) return null;
  return scopeFor(
    user,
    live.role.name,
    live.buildings.map((building) => building.id),
    ip,
  );
};

/**
 * POST /auth/forgot: e-mails a single-use code valid 30 minutes. Answers the same whether the e-mail exists or
 * not, so the form cannot be used to find out who has a user.
 */
export const requestPasswordReset = async (app: FastifyInstance, email: string) => {
  const user = await app.repos.users.findByEmail(email);
  if (user && user.status === 'activo') {
    const code = await app.repos.passwordResets.issue(user.id);
    await sendQuietly(app, forgotPasswordMail(user.email, user.name, code, link(app, '/validate')));
  }
  return accountMessages.codeSent;
};

/**
 * POST /auth/validate: spends the code and e-mails a temporary password; the next sign-in then leads to /change,
 * as for a new user (indCreated). Every other session of the user is closed.
 */
export const validatePasswordReset = async (app: FastifyInstance, email: string, code: string, ip: string | null) => {
  const user = await app.repos.users.findByEmail(email);
  if (user?.status !== 'activo') throw new ApiError(400, accountMessages.codeInvalid);
  if ((await app.repos.passwordResets.consume(user.id, code)) !== 'valid') {
    throw new ApiError(400, accountMessages.codeInvalid);
  }
  const scope = (await selfScope(app, email, ip))!;
  const password = temporaryPassword();
  await app.repos.users.setPassword(scope, user.id, await hashPassword(password), true);
  await app.repos.sessions.revokeAllOf(user.id);
  await sendQuietly(app, newUserMail(user.email, user.name, password, link(app, '/login')));
  return accountMessages.temporarySent;
};

/** POST /auth/change: the current password proves it is the user; the new one clears indCreated. */
export const changePassword = async (app: FastifyInstance, auth: Auth, current: string, next: string) => {
  if (!(await verifyPassword(auth.user.passwordHash, current))) throw new ApiError(400, accountMessages.wrongCurrent);
  if (current === next) throw new ApiError(400, accountMessages.sameAsCurrent);
  await app.repos.users.setPassword(auth.scope, auth.user.id, await hashPassword(next), false);
  await app.repos.sessions.revokeAllOf(auth.user.id, auth.session.id);
  await sendQuietly(app, passwordChangedMail(auth.user.email, auth.user.name));
  return accountMessages.changed;
};

/** POST /auth/user: the user's own name, e-mail and phone; never their role, company or status. */
export const updateOwnProfile = async (
  app: FastifyInstance,
  auth: Auth,
  values: Partial<Pick<UserValues, 'name' | 'email' | 'phone' | 'identity'>>,
) => {
  if (values.email && values.email.toLowerCase() !== auth.user.email.toLowerCase()) {
    const taken = await app.repos.users.findByEmail(values.email);
    if (taken) throw new ApiError(409, accountMessages.emailTaken);
  }
  await app.repos.users.update(auth.scope, auth.user.id, values);
  return accountMessages.profileUpdated;
};

export type ContactValues = { name: string; email: string; phone?: string; company?: string; message: string };

/** POST /auth/contact: kept, sent to the team, and acknowledged to the sender. */
export const submitContact = async (app: FastifyInstance, values: ContactValues, ip: string | null) => {
  const [row] = await app.db.insert(contactRequests).values(values).returning();
  await recordChange(app.db, anonymousScope(ip), { action: 'create', entity: 'contact_requests', entityId: row!.id });
  await sendQuietly(
    app,
    contactMail(app.config.mail.contactTo, {
      Nombre: values.name,
      Correo: values.email,
      Teléfono: values.phone ?? '',
      Empresa: values.company ?? '',
      Mensaje: values.message,
    }),
  );
  await sendQuietly(app, requestReceivedMail(values.email, values.name, 'consulta'));
  return accountMessages.contactReceived;
};

export type AccessValues = {
  name: string;
  email: string;
  phone?: string;
  identity?: string;
  companyId: number;
  buildingId: number;
  message?: string;
  details?: Record<string, unknown>;
};

/** POST /auth/access: a request for the administradora of the chosen complejo, e-mailed to it. */
export const submitAccessRequest = async (app: FastifyInstance, values: AccessValues, ip: string | null) => {
  const [building] = await app.repos.directory
    .buildingsOf(values.companyId)
    .then((rows) => rows.filter((row) => row.id === values.buildingId));
  if (!building) throw new ApiError(400, accountMessages.unknownBuilding);
  const pending = await app.db
    .select({ id: accessRequests.id, buildingId: accessRequests.buildingId, status: accessRequests.status })
    .from(accessRequests)
    .where(eq(accessRequests.email, values.email.toLowerCase()));
  if (pending.some((row) => row.status === 'pendiente' && row.buildingId === values.buildingId)) {
    throw new ApiError(409, accountMessages.accessPending);
  }
  const [row] = await app.db
    .insert(accessRequests)
    .values({
      companyId: values.companyId,
      buildingId: values.buildingId,
      name: values.name,
      email: values.email.toLowerCase(),
      phone: values.phone ?? null,
      identity: values.identity ?? null,
      details: { message: values.message ?? '', ...values.details },
    })
    .returning();
  await recordChange(app.db, anonymousScope(ip), {
    action: 'create',
    entity: 'access_requests',
    entityId: row!.id,
    companyId: values.companyId,
    buildingId: values.buildingId,
  });
  const companyEmail = await app.repos.directory.contactEmailOf(values.companyId);
  await sendQuietly(
    app,
    accessRequestMail(companyEmail ?? app.config.mail.contactTo, {
      Nombre: values.name,
      Correo: values.email,
      Teléfono: values.phone ?? '',
      Complejo: building.name,
      Mensaje: values.message ?? '',
    }),
  );
  await sendQuietly(app, requestReceivedMail(values.email, values.name, 'solicitud de acceso'));
  return accountMessages.accessReceived;
};

/** A new user of the master's table: temporary password, indCreated, and an e-mail with both. */
export const createUserWithTemporaryPassword = async (
  app: FastifyInstance,
  scope: Scope,
  values: UserValues,
  buildingIds: number[],
) => {
  const password = temporaryPassword();
  const user = await app.repos.users.create(scope, values, await hashPassword(password), buildingIds);
  const mailed = await sendQuietly(app, newUserMail(user.email, user.name, password, link(app, '/login')));
  return { user, mailed };
};
