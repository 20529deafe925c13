import { type CallBody, type contract, publicMessages } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../core/errors/api-error';
import { appLink, queueMail } from '../../core/mail';
import { recordChange } from '../../core/tenant/audit';
import { anonymousScope, type Scope, scopeFor } from '../../core/tenant/scope';
import { accessRequests, contactRequests } from '../../db/schema';
import {
  accessRequestMail,
  contactMail,
  forgotPasswordMail,
  newUserMail,
  requestReceivedMail,
} from '../../lib/mail/templates';
import { hashPassword } from '../../lib/passwords';
import { temporaryPassword } from '../../lib/temporary-password';
import type { PublicRepositories } from './repositories';

/** The user acting on their own account, with their own scope (used where no session exists yet). */
const selfScope = async (repos: PublicRepositories, email: string, ip: string | null): Promise<Scope | null> => {
  const user = await repos.users.findByEmail(email);
  if (user?.status !== 'activo') return null;
  const [live, role] = await Promise.all([repos.users.loadSessionUser(user.id), repos.users.roleOf(user.id)]);
  if (!live || !role) return null;
  return scopeFor(
    user,
    role,
    live.buildings.map((building) => building.id),
    ip,
  );
};

/**
 * POST /auth/forgot: e-mails a single-use code valid 30 minutes. Answers the same, and as fast, whether the e-mail
 * exists or not: the answer leaves before the e-mail is even looked up (the code and its mail come after), so
 * neither the words nor the time tell who has a user.
 */
export const requestPasswordReset = (
  app: FastifyInstance,
  repos: PublicRepositories,
  request: FastifyRequest,
  email: string,
) => {
  app.afterAnswer.add(request, async () => {
    const user = await repos.users.findByEmail(email);
    if (user?.status !== 'activo') return;
    await app.db.transaction(async (tx) => {
      const code = await repos.passwordResets.issue(user.id, tx);
      await queueMail(app, tx, forgotPasswordMail(user.email, user.name, code, appLink(app, '/validate')));
    });
    app.outbox.kick();
  });
  return publicMessages.codeSent;
};

/**
 * POST /auth/validate: spends the code and e-mails a temporary password; the next sign-in then leads to /change,
 * as for a new user (indCreated). Every other session of the user is closed.
 */
export const validatePasswordReset = async (
  app: FastifyInstance,
  repos: PublicRepositories,
  email: string,
  code: string,
  ip: string | null,
) => {
  const user = await repos.users.findByEmail(email);
  if (user?.status !== 'activo') throw new ApiError(400, publicMessages.codeInvalid);
  if ((await repos.passwordResets.consume(user.id, code)) !== 'valid') {
    throw new ApiError(400, publicMessages.codeInvalid);
  }
  const scope = (await selfScope(repos, email, ip))!;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await repos.users.setPassword(scope, user.id, passwordHash, true, tx);
    await queueMail(app, tx, newUserMail(user.email, user.name, password, appLink(app, '/login')));
  });
  await app.sessions.revokeAllOf(user.id);
  return publicMessages.temporarySent;
};

type ContactValues = CallBody<typeof contract.auth.contact>;

/**
 * POST /auth/contact: kept and sent to the team. The sender gets a fixed confirmation that repeats nothing they
 * typed, so that the form cannot mail chosen words to a chosen address.
 */
export const submitContact = async (app: FastifyInstance, values: ContactValues, ip: string | null) => {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        company: values.company || null,
        message: values.message,
      })
      .returning();
    await recordChange(tx, anonymousScope(ip), { action: 'create', entity: 'contact_requests', entityId: row!.id });
    await queueMail(
      app,
      tx,
      contactMail(app.config.mail.contactTo, {
        Nombre: values.name,
        Correo: values.email,
        Teléfono: values.phone ?? '',
        'Complejo o dirección': values.company ?? '',
        Mensaje: values.message,
      }),
    );
    await queueMail(app, tx, requestReceivedMail(values.email, 'consulta'));
  });
  return publicMessages.contactReceived;
};

type AccessValues = CallBody<typeof contract.auth.access>;

/** POST /auth/access: a request for the administradora of the chosen complejo, e-mailed to it; a fixed confirmation to the requester. */
export const submitAccessRequest = async (
  app: FastifyInstance,
  repos: PublicRepositories,
  values: AccessValues,
  ip: string | null,
) => {
  const [building] = await repos.directory
    .buildingsOf(values.companyId)
    .then((rows) => rows.filter((row) => row.id === values.buildingId));
  if (!building) throw new ApiError(400, publicMessages.unknownBuilding);
  const pending = await app.db
    .select({ id: accessRequests.id, buildingId: accessRequests.buildingId, status: accessRequests.status })
    .from(accessRequests)
    .where(eq(accessRequests.email, values.email.toLowerCase()));
  if (pending.some((row) => row.status === 'pendiente' && row.buildingId === values.buildingId)) {
    throw new ApiError(409, publicMessages.accessPending);
  }
  const companyEmail = await repos.directory.contactEmailOf(values.companyId);
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accessRequests)
      .values({
        companyId: values.companyId,
        buildingId: values.buildingId,
        name: values.name,
        email: values.email.toLowerCase(),
        phone: values.phone ?? null,
        identity: values.identity ?? null,
        details: { message: values.message ?? '' },
      })
      .returning();
    await recordChange(tx, anonymousScope(ip), {
      action: 'create',
      entity: 'access_requests',
      entityId: row!.id,
      companyId: values.companyId,
      buildingId: values.buildingId,
    });
    await queueMail(
      app,
      tx,
      accessRequestMail(companyEmail ?? app.config.mail.contactTo, {
        Nombre: values.name,
        Correo: values.email,
        Teléfono: values.phone ?? '',
        Complejo: building.name,
        Mensaje: values.message ?? '',
      }),
    );
    await queueMail(app, tx, requestReceivedMail(values.email, 'solicitud de acceso'));
  });
  return publicMessages.accessReceived;
};
