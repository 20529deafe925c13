import { contract, isMasterRole, userMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import { createUserWithTemporaryPassword, sendTemporaryPassword } from '../../core/new-user';
import type { UserValues } from '../../core/repositories/users.repository';
import type { Scope } from '../../core/tenant/scope';
import type { MasterRepositories } from './repositories';
import { userOut } from './shapes';

type UserFields = UserValues & { buildingIds: number[] };

/** The back-office logins of every administradora: the master's "Usuarios" screens. */
export const userRoutes = (repos: MasterRepositories) => async (app: FastifyInstance) => {
  const repo = repos.users;

  /** The rules the contract cannot see: role, company and complejos must fit together. */
  const checked = async (scope: Scope, fields: UserFields, id?: number) => {
    const sameEmail = await repo.findByEmail(fields.email);
    if (sameEmail && sameEmail.id !== id) throw new ApiError(409, userMessages.emailTaken);
    const role = await repos.roles.findAny(fields.roleId);
    if (!role) throw new ApiError(400, userMessages.unknownRole);
    const buildingIds = [...new Set(fields.buildingIds)];
    if (isMasterRole(role)) {
      if (fields.companyId !== null || buildingIds.length > 0) throw new ApiError(400, userMessages.masterHasNoCompany);
    } else {
      if (fields.companyId === null) throw new ApiError(400, userMessages.companyRequired);
      if (!(await repos.companies.find(scope, fields.companyId))) throw new ApiError(404, messages.companyNotFound);
      if (role.companyId !== null && role.companyId !== fields.companyId) {
        throw new ApiError(400, userMessages.roleOfOtherCompany);
      }
      const owned = await repo.buildingsOfCompany(fields.companyId, buildingIds);
      if (owned.length !== buildingIds.length) throw new ApiError(400, userMessages.foreignBuilding);
    }
    const { buildingIds: _listed, ...values } = fields;
    return { values: { ...values, email: values.email.toLowerCase() }, buildingIds };
  };

  registerCall(app, contract.users.findAll, async ({ scope }) => ({
    message: 'OK',
    users: (await repo.list(scope)).map(userOut),
  }));

  registerCall(app, contract.users.create, async ({ body, scope }) => {
    const { values, buildingIds } = await checked(scope, body);
    const user = await app.db.transaction((tx) =>
      createUserWithTemporaryPassword(app, tx, repos.users, scope, values, buildingIds),
    );
    const created = await repo.find(scope, user.id);
    return { message: userMessages.created, user: userOut(created!) };
  });

  registerCall(app, contract.users.update, async ({ body, scope }) => {
    const { id, ...fields } = body;
    if (!(await repo.find(scope, id))) throw new ApiError(404, messages.userNotFound);
    const { values, buildingIds } = await checked(scope, fields, id);
    await repo.update(scope, id, values, buildingIds);
    return { message: userMessages.updated, user: userOut((await repo.find(scope, id))!) };
  });

  registerCall(app, contract.users.status, async ({ body, scope, auth }) => {
    if (body.id === auth.user.id && body.status !== 'activo') throw new ApiError(400, userMessages.ownStatus);
    const changed = await repo.setStatus(scope, body.id, body.status);
    if (!changed) throw new ApiError(404, messages.userNotFound);
    // An inactive user is signed out everywhere at once, not when their sessions expire.
    if (body.status === 'inactivo') await app.sessions.revokeAllOf(body.id);
    return { message: userMessages.status, user: userOut((await repo.find(scope, body.id))!) };
  });

  registerCall(app, contract.users.temporaryPassword, async ({ body, scope, auth }) => {
    if (body.id === auth.user.id) throw new ApiError(400, userMessages.ownTemporaryPassword);
    const user = await repo.find(scope, body.id);
    if (!user) throw new ApiError(404, messages.userNotFound);
    if (user.status !== 'activo') throw new ApiError(400, userMessages.temporaryPasswordOfInactive);
    await app.db.transaction((tx) => sendTemporaryPassword(app, tx, repos.users, scope, user));
    // The old password may be what someone else knows: every session it opened closes now.
    await app.sessions.revokeAllOf(user.id);
    return { message: userMessages.temporaryPasswordSent(user.email) };
  });
};
