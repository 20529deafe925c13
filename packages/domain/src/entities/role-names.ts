import type { SessionUser } from './session';

// Kept apart from session.ts, whose schemas are zod: the app's guards and menus ask isMaster on the landing
// page and the sign-in form, which must not carry zod (issue #7's JS budget).

/** The names of the two global profiles (no administradora). The spec's client tells the master by this name. */
export const roleNames = { master: 'master', administrator: 'administrador' } as const;

/** A profile as the server keeps it: global ones have no administradora. */
type RoleIdentity = { name: string; companyId: number | null };

/**
 * The master and the administrator are the global profiles, never a company's profile that took their name: the
 * names alone decided it once, and a staff member who renamed a profile «master» became the master (issue #26).
 */
export const isMasterRole = (role: RoleIdentity): boolean => role.companyId === null && role.name === roleNames.master;

export const isAdministratorRole = (role: RoleIdentity): boolean =>
  role.companyId === null && role.name === roleNames.administrator;

/** Case, accents, spaces and punctuation removed: «Máster», « ADMIN istrador » and «master.» are the same name. */
const comparable = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

const reserved = new Set(Object.values(roleNames).map(comparable));

/** Whether a company profile's name would read as a global profile's (the client reads the name). */
export const isReservedRoleName = (name: string): boolean => reserved.has(comparable(name));

/** The session's user is the master: the global profile's name, and no administradora. */
export const isMaster = (user: Pick<SessionUser, 'role' | 'company'>): boolean =>
  user.company === null && user.role.name === roleNames.master;
