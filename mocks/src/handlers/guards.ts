import type { SessionUser } from '@horizontal/domain';
import { isMaster, roleNames, X_SYSTEM_HEADER, X_SYSTEM_VALUE } from '@horizontal/domain';
import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { type Account, db } from '../db';

/** The server's messages (packages/server/src/lib/api-error.ts), so a screen reads the same in both. */
export const messages = {
  unexpected: 'Ocurrió un error inesperado en el servidor. Intente nuevamente en unos minutos.',
  invalidJson: 'La solicitud no es un JSON válido. Revise los datos enviados.',
  invalidData: 'Los datos enviados no son válidos.',
  missingSystem: 'Falta la cabecera x-system o su valor no es válido.',
  missingToken: 'Debe iniciar sesión para continuar.',
  invalidToken: 'Su sesión expiró o fue cerrada. Inicie sesión nuevamente.',
  inactiveUser: 'Su usuario está inactivo. Consulte con su administradora.',
  badCredentials: 'El correo o la contraseña no son correctos. Revíselos e intente nuevamente.',
  masterOnly: 'Solo el usuario maestro puede realizar esta operación.',
  noModule: 'Su perfil no tiene acceso a este módulo.',
  noFunctionality: 'Su perfil no tiene permiso para esta operación.',
  noBuilding: 'El complejo no existe o no tiene acceso a él.',
  noCompany: 'La administradora no existe o no tiene acceso a ella.',
} as const;

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

export const notFound = (message: string) => new MockError(404, message);
export const conflict = (message: string) => new MockError(409, message);

type Guarded<T> = { ok: true } & T;
type Refused = { ok: false; response: ReturnType<typeof fail> };

/** Parses a body with the contract's schema, answering 400 with its Spanish message as the server does. */
export const readBody = async <S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Guarded<{ data: z.output<S> }> | Refused> => {
  const raw = await request.json().catch(() => undefined);
  if (raw === undefined) return { ok: false, response: fail(400, messages.invalidJson) };
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, response: fail(400, parsed.error.issues[0]?.message ?? messages.invalidData) };
  }
  return { ok: true, data: parsed.data };
};

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

/** Kept for handlers written before `mockCall`: the same checks, as a result instead of a throw. */
export const requireUser = (request: Request): Guarded<{ user: SessionUser }> | Refused => {
  try {
    return { ok: true, user: authenticate(request).user };
  } catch (error) {
    if (error instanceof MockError) return { ok: false, response: fail(error.status, error.message) };
    throw error;
  }
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
  if (!building || !reachesBuilding(user, buildingId)) throw notFound(messages.noBuilding);
  return building;
};

export const companyOf = (user: SessionUser, companyId: number) => {
  const company = db.companies.find((candidate) => candidate.id === companyId);
  if (!company || !reachesCompany(user, companyId)) throw notFound(messages.noCompany);
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

export const isMasterRole = (roleId: number) => db.roles.find((role) => role.id === roleId)?.name === roleNames.master;
