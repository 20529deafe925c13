import type { SessionUser } from './session';

// Kept apart from session.ts, whose schemas are zod: the app's guards and menus ask isMaster on the landing
// page and the sign-in form, which must not carry zod (issue #7's JS budget).

export const roleNames = { master: 'master', administrator: 'administrador' } as const;

export const isMaster = (user: Pick<SessionUser, 'role'>): boolean => user.role.name === roleNames.master;
