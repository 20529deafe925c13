import { entityOfScreen, isMaster, type SessionUser } from '@horizontal/domain';
import { configurationMenu, type MenuLeaf, type ModuleEntry, masterMenu, moduleMenu } from './menu-tree';

export type UserMenus = {
  modules: ModuleEntry[];
  configuration: MenuLeaf[];
  /** Every route the user may open, besides the common ones (/home, /account, /change). */
  routes: Set<string>;
  /**
   * The …/modificar routes the user may open read-only (DETAIL, `&modo=detalle`, the lists' «Ver»): those of any
   * entity they hold a screen of, as reading it does on the server (refusalOf); MODIFY still needs `routes`.
   */
  details: Set<string>;
};

/** `/apartamentos/listado` → `apartamentos/listado`, the functionality's screen name. */
export const screenOf = (path: string) => path.replace(/^\//, '');

/**
 * Filters the spec's menus twice, as SPEC §6 says: sections by the user's modules, sub-routes by the
 * functionalities of the same screen name; and only routes the app has a screen for.
 */
export const menusFor = (user: SessionUser, implemented: ReadonlySet<string>): UserMenus => {
  if (isMaster(user)) {
    const entries = masterMenu.filter((entry) => entry.path && implemented.has(entry.path));
    const sections = entries.map((entry) => entry.path!.replace(/\/listado$/, '/'));
    const routes = [...implemented].filter((path) => sections.some((section) => path.startsWith(section)));
    return { modules: [], configuration: entries, routes: new Set(routes), details: new Set(routes) };
  }
  const screens = new Set(user.functionalities.map((f) => f.screen));
  const moduleRoutes = new Set(user.modules.map((m) => m.route));
  const routes = new Set<string>();
  for (const path of implemented) if (screens.has(screenOf(path))) routes.add(path);
  const keep = (entry: MenuLeaf) => entry.path === undefined || routes.has(entry.path);
  const modules = moduleMenu
    .filter((module) => moduleRoutes.has(module.path))
    .map((module) => ({ ...module, submenu: module.submenu.filter(keep) }));
  for (const module of modules) routes.add(module.path);
  const configuration = configurationMenu.filter((entry) => entry.path && routes.has(entry.path));
  const entities = new Set([...screens].map(entityOfScreen));
  const details = new Set(
    [...implemented].filter((path) => path.endsWith('/modificar') && entities.has(entityOfScreen(screenOf(path)))),
  );
  return { modules, configuration, routes, details };
};
