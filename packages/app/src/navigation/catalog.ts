import { moduleOfRoute, NOTIFICATION_TYPE_ID, type NotificationTypeId } from '@horizontal/domain';
import type { MenuPlacement } from '../modules/module';

/** A menu entry of the spec; `path` is absent where SPEC §2 names the entry without a route (shown disabled). */
export type CatalogEntry = MenuPlacement & { path?: string };

const none = NOTIFICATION_TYPE_ID.none;

type Leaf = [label: string, path?: string, notificationTypeId?: NotificationTypeId];

/** The badge of a module's menu entry: its module's notification type (domain/src/modules.ts). */
const badgeOf = (path: string) => moduleOfRoute(path)?.notificationTypeId ?? none;

/** A module of the menu and its submenu, in the order SPEC §2 lists them. */
const section = (order: number, label: string, path: string, leaves: Leaf[]): CatalogEntry[] => [
  { menu: 'modules', order, label, path, notificationTypeId: badgeOf(path) },
  ...leaves.map(([leafLabel, leafPath, leafType = none], index) => ({
    menu: path as `/${string}`,
    order: index + 1,
    label: leafLabel,
    path: leafPath,
    notificationTypeId: leafType,
  })),
];

/**
 * The spec's menu entries of the modules the app has not built. Each belongs to the module whose route sections
 * (domain/src/modules.ts) hold its path, or hold its menu's path for an entry without a route.
 */
const specMenu: CatalogEntry[] = [
  // The rest of Complejo's submenu is the complejo module's.
  {
    menu: '/complejo',
    order: 6,
    label: 'Reservas',
    path: '/reservas/listado',
    notificationTypeId: badgeOf('/reservas'),
  },
  ...section(4, 'Portería', '/porteria', [
    ['Encomiendas', '/encomiendas/listado'],
    ['Visitas', '/visitas/listado'],
    ['Reportes', '/reportes/listado'],
    ['Mantenimientos', '/mantenimientos/listado'],
  ]),
  ...section(5, 'Asambleas', '/asambleas', [
    ['Asambleas', '/asambleas/listado', NOTIFICATION_TYPE_ID.assembly],
    ['Votaciones', '/votaciones/listado'],
    ['Noticias', '/noticias/listado'],
    ['Documentos', '/documentos/listado'],
  ]),
  ...section(6, 'Mensajería', '/mensajes', [['Mensajes', '/mensajes/listado', NOTIFICATION_TYPE_ID.message]]),
  ...section(7, 'Personal', '/personal', [
    ['Personal', '/personal/listado'],
    ['Horario', '/horario/listado'],
    ['Contratos', '/contratos/listado'],
    ['Desvinculaciones', '/desvinculaciones/listado'],
    ['Licencias', '/licencias/listado', NOTIFICATION_TYPE_ID.license],
  ]),
];

/** An entry without a route belongs to its menu's module. */
const routeOf = (entry: CatalogEntry) => entry.path ?? (entry.menu === 'modules' ? '' : entry.menu);

/**
 * What the app has no screens for yet: their modules are in the module menu and open their page; their entries
 * stay hidden (no functionality opens a screen that does not exist), except those without a route, shown disabled.
 * Turning a module's `built` on takes its entries out of here; its route table then places its own.
 */
export const plannedMenu: CatalogEntry[] = specMenu.filter((entry) => !moduleOfRoute(routeOf(entry))?.built);

/** Modules of the menu with no module of the app behind them: they open the module page. */
export const plannedModules = plannedMenu.filter((entry) => entry.menu === 'modules');
