import type { SessionUser } from '../entities/session';
import type { CallDefinition } from './define';

/**
 * What a profile holds, by module route ('/complejo') and screen ('despensas/listado'). The master is not asked:
 * it passes every module and screen check.
 */
export type Grants = { modules: ReadonlySet<string>; screens: ReadonlySet<string> };

/** The grants of a signed-in user as the session describes them (for the mocks and the app's menus). */
export const grantsOf = (user: Pick<SessionUser, 'modules' | 'functionalities'>): Grants => ({
  modules: new Set(user.modules.map((module) => module.route)),
  screens: new Set(user.functionalities.map((functionality) => functionality.screen)),
});

/** Why a call is refused before it runs; the key of its Spanish message in `refusals`. */
export type PermissionRefusal = 'noModule' | 'noFunctionality';

/**
 * 'read' answers rows and changes nothing; 'write' creates, changes, deletes or changes a status. A GET reads;
 * any other method writes unless its call says `access: 'read'` (the spec's POST look-ups).
 */
export const accessOf = (call: CallDefinition): 'read' | 'write' =>
  call.access ?? (call.method === 'GET' ? 'read' : 'write');

/** The entity a screen belongs to: 'despensas/modificar' → 'despensas'. */
export const entityOfScreen = (screen: string): string => screen.split('/')[0] ?? screen;

/**
 * The rule of issue #12 for every call, in one place for the server, the mocks and the menus: the module of the
 * call must be in the profile; reading needs any screen of the call's entity (a list, or a form that looks its
 * rows up) or of an entity in its `readAlsoBy`; writing needs the call's own screen (nuevo to create, modificar to change, delete or change a status).
 */
/** The entities whose screens may make a read call: its own, and those of `readAlsoBy`. */
export const readersOf = (call: CallDefinition): string[] =>
  call.functionality ? [entityOfScreen(call.functionality), ...(call.readAlsoBy ?? [])] : [];

export const refusalOf = (call: CallDefinition, grants: Grants): PermissionRefusal | null => {
  if (call.module && !grants.modules.has(call.module)) return 'noModule';
  // A summary reads what its calls list: whoever may make one of them may ask it (and sees that one's figures).
  if (call.summarizes) {
    return call.summarizes.some((summarized) => refusalOf(summarized, grants) === null) ? null : 'noFunctionality';
  }
  if (!call.functionality) return null;
  if (accessOf(call) === 'write') return grants.screens.has(call.functionality) ? null : 'noFunctionality';
  const readers = readersOf(call);
  for (const screen of grants.screens) if (readers.includes(entityOfScreen(screen))) return null;
  return 'noFunctionality';
};

/**
 * Whether a profile may grant another profile: only what it holds itself, so that nobody hands out more than
 * they have. The screens and modules outside `held` are returned, to name them in the refusal.
 */
export const beyondGrants = (held: Grants, wanted: Grants): { modules: string[]; screens: string[] } => ({
  modules: [...wanted.modules].filter((module) => !held.modules.has(module)),
  screens: [...wanted.screens].filter((screen) => !held.screens.has(screen)),
});
