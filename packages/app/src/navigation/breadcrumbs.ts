import { appRoutes } from '../modules';
import type { MenuLeaf, ModuleEntry } from './menu-tree';
import type { UserMenus } from './menus';

export type Crumb = { label: string; href?: string };

/** Routes in no menu that name themselves (Inicio, Cuenta), from the modules' tables. */
const titles = new Map(appRoutes.flatMap((route) => (route.title ? [[route.path, route.title] as const] : [])));

const homePath = '/home';
const home: Crumb = { label: titles.get(homePath)!, href: homePath };

/** The last segment of a screen's route, as the person reads it (SPEC §2 screen modes). */
const stepLabels: Record<string, string> = {
  nuevo: 'Nuevo',
  modificar: 'Modificar',
  torres: 'Torres',
  asociar: 'Asociar',
  detalle: 'Detalle',
  chat: 'Conversación',
};

const sectionOf = (path: string) => path.split('/')[1] ?? '';

type Found = { parent?: Crumb; leaf: MenuLeaf & { path: string } };

/**
 * The menu entry of a path, and the module or menu above it: the entry of that very path, or else the list of its
 * section (`/apartamentos/listado` for `/apartamentos/nuevo`). A section may hold several entries: Gastos comunes,
 * Totales Mensuales and Deuda are all `/gastoscomunes/…`.
 */
const findLeaf = (menus: UserMenus, pathname: string, master: boolean): Found | undefined => {
  const section = sectionOf(pathname);
  const inSection = (leaf: MenuLeaf): leaf is MenuLeaf & { path: string } =>
    leaf.path !== undefined && sectionOf(leaf.path) === section;
  const pick = (leaves: readonly MenuLeaf[]) => {
    const candidates = leaves.filter(inSection);
    return (
      candidates.find((leaf) => leaf.path === pathname) ??
      candidates.find((leaf) => leaf.path.endsWith('/listado')) ??
      candidates[0]
    );
  };
  for (const module of menus.modules) {
    const leaf = pick(module.submenu);
    if (leaf) return { parent: { label: module.label, href: module.path }, leaf };
  }
  const leaf = pick(menus.configuration);
  if (!leaf) return undefined;
  // The master's three sections are its whole menu; for an administrator they sit under Configuración.
  return { parent: master ? undefined : { label: 'Configuración' }, leaf };
};

/**
 * The breadcrumb trail of a signed-in page: Inicio › module › screen › step. `search` tells a record opened
 * read-only (`modo=detalle`) from one being modified.
 */
export const breadcrumbsFor = (pathname: string, search: string, menus: UserMenus, master: boolean): Crumb[] => {
  const title = titles.get(pathname);
  if (title) return pathname === homePath ? [{ label: title }] : [home, { label: title }];
  const module: ModuleEntry | undefined = menus.modules.find((m) => m.path === pathname);
  if (module) return [home, { label: module.label }];
  const found = findLeaf(menus, pathname, master);
  if (!found) return [home];
  const trail = [home, ...(found.parent ? [found.parent] : [])];
  if (pathname === found.leaf.path) return [...trail, { label: found.leaf.label }];
  const last = pathname.split('/').at(-1) ?? '';
  const detail = last === 'modificar' && new URLSearchParams(search).get('modo') === 'detalle';
  const step = detail ? 'Detalle' : (stepLabels[last] ?? last);
  return [...trail, { label: found.leaf.label, href: found.leaf.path }, { label: step }];
};
