import type { SessionUser } from '@horizontal/domain';
import { isMaster, refusals, X_SYSTEM_HEADER, X_SYSTEM_VALUE } from '@horizontal/domain';
import { HttpResponse } from 'msw';
import { type Account, db } from '../db';

/** The server's refusals, from the contract: a screen reads the same words against either. */
export const messages = refusals;

export const fail = (status: number, message: string) => HttpResponse.json({ ok: false, message }, { status });

/** An expected refusal thrown from a resolver: it reaches the client as `{ ok: false, message }` with `status`. */
export class MockError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MockError';
  }
}

export const badRequest = (message: string) => new MockError(400, message);
export const notFound = (message: string) => new MockError(404, message);
export const conflict = (message: string) => new MockError(409, message);

/**
 * Tokens carry their user's id, so the app's mock mode keeps its session across a page reload (the token stays
 * in sessionStorage while the in-memory store starts over); a revoked token stays refused.
 */
export const tokenFor = (userId: number) => `mock-token-${userId}-${db.sessions.size + 1}`;

const userIdOfToken = (token: string): number | undefined => {
  if (db.revokedTokens.has(token)) return undefined;
  const live = db.sessions.get(token);
  if (live !== undefined) return live;
  const match = /^mock-token-(\d+)-\d+$/.exec(token);
  return match ? Number(match[1]) : undefined;
};

/** The session user as /auth/data answers it: the profile's current modules and screens. */
export const sessionUserOf = (account: Account): SessionUser => {
  const role = db.roles.find((candidate) => candidate.id === account.roleId);
  if (!role) return account.user;
  return {
    ...account.user,
    role: { name: role.name, description: role.description },
    modules: role.modules,
    functionalities: role.functionalities,
  };
};

export type Session = { token: string; account: Account; user: SessionUser };

/** The account behind x-token, as the server resolves it; throws the server's 400/401/403. */
export const authenticate = (request: Request): Session => {
  if (request.headers.get(X_SYSTEM_HEADER) !== X_SYSTEM_VALUE) throw new MockError(400, messages.missingSystem);
  const token = request.headers.get('x-token');
  if (!token) throw new MockError(401, messages.missingToken);
  const userId = userIdOfToken(token);
  const account = db.users.find((candidate) => candidate.user.id === userId);
  if (!account) throw new MockError(401, messages.invalidToken);
  if (account.status !== 'activo') throw new MockError(403, messages.inactiveUser);
  return { token, account, user: sessionUserOf(account) };
};

/* Tenant scope, as packages/server/src/repositories/scope.ts decides it: the master reaches everything; anyone
 * else only their administradora and, inside it, the complejos assigned to them. */

export const reachesCompany = (user: SessionUser, companyId: number) =>
  isMaster(user) || user.company?.id === companyId;

export const reachesBuilding = (user: SessionUser, buildingId: number) =>
  isMaster(user) || user.buildings.some((building) => building.id === buildingId);

/** The complejo, if the user reaches it; a complejo out of reach is "not found", as the server says. */
export const buildingOf = (user: SessionUser, buildingId: number) => {
  const building = db.buildings.find((candidate) => candidate.id === buildingId);
  if (!building || !reachesBuilding(user, buildingId)) throw notFound(messages.buildingNotFound);
  return building;
};

/** Another administradora's is refused (403), as the server refuses it; only then may one not exist (404). */
export const companyOf = (user: SessionUser, companyId: number) => {
  if (!reachesCompany(user, companyId)) throw new MockError(403, messages.noCompany);
  const company = db.companies.find((candidate) => candidate.id === companyId);
  if (!company) throw notFound(messages.companyNotFound);
  return company;
};

/** A row of a complejo's table by id, or 404 with `missing` when it does not exist or is out of reach. */
export const rowOf = <Row extends { id: number; buildingId: number }>(
  user: SessionUser,
  rows: Row[],
  id: number,
  missing: string,
): Row => {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row || !reachesBuilding(user, row.buildingId)) throw notFound(missing);
  return row;
};
