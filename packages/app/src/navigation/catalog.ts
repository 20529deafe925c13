import { NOTIFICATION_TYPE_ID, type NotificationTypeId } from '@horizontal/domain';
import type { MenuPlacement } from '../modules/module';

/** A menu entry of the spec; `path` is absent where SPEC §2 names the entry without a route (shown disabled). */
export type CatalogEntry = MenuPlacement & { path?: string };

const none = NOTIFICATION_TYPE_ID.none;

type Leaf = [label: string, path?: string, notificationTypeId?: NotificationTypeId];

/** A module of the menu and its submenu, in the order SPEC §2 lists them. */
const section = (
  order: number,
  label: string,
  path: string,
  notificationTypeId: NotificationTypeId,
  leaves: Leaf[],
): CatalogEntry[] => [
  { menu: 'modules', order, label, path, notificationTypeId },
  ...leaves.map(([leafLabel, leafPath, leafType = none], index) => ({
    menu: path as `/${string}`,
    order: index + 1,
    label: leafLabel,
    path: leafPath,
    notificationTypeId: leafType,
  })),
];

/**
 * The spec's menu entries the app has no screens for yet. Their modules are in the module menu and open their
 * page; their entries stay hidden (no functionality opens a screen that does not exist), except those without a
 * route, shown disabled. Building one of them moves its entry to the table of its module in src/modules.
 */
export const plannedMenu: CatalogEntry[] = [
  ...section(1, 'Contabilidad', '/contabilidad', none, []),
  ...section(2, 'Gastos Comunes', '/gastos-comunes', NOTIFICATION_TYPE_ID.payment, [
    ['Cierres', '/cierres/listado'],
    ['Totales Mensuales'],
    ['Gastos comunes', '/gastoscomunes/listado', NOTIFICATION_TYPE_ID.payment],
    ['Deuda'],
  ]),
  // The rest of Complejo's submenu is the complejo module's.
  {
    menu: '/complejo',
    order: 6,
    label: 'Reservas',
    path: '/reservas/listado',
    notificationTypeId: NOTIFICATION_TYPE_ID.building,
  },
  ...section(4, 'Portería', '/porteria', none, [
    ['Encomiendas', '/encomiendas/listado'],
    ['Visitas', '/visitas/listado'],
    ['Reportes', '/reportes/listado'],
    ['Mantenimientos', '/mantenimientos/listado'],
  ]),
  ...section(5, 'Asambleas', '/asambleas', NOTIFICATION_TYPE_ID.assembly, [
    ['Asambleas', '/asambleas/listado', NOTIFICATION_TYPE_ID.assembly],
    ['Votaciones', '/votaciones/listado'],
    ['Noticias', '/noticias/listado'],
    ['Documentos', '/documentos/listado'],
  ]),
  ...section(6, 'Mensajería', '/mensajes', NOTIFICATION_TYPE_ID.message, [
    ['Mensajes', '/mensajes/listado', NOTIFICATION_TYPE_ID.message],
  ]),
  ...section(7, 'Personal', '/personal', NOTIFICATION_TYPE_ID.license, [
    ['Personal', '/personal/listado'],
    ['Horario', '/horario/listado'],
    ['Contratos', '/contratos/listado'],
    ['Desvinculaciones', '/desvinculaciones/listado'],
    ['Licencias', '/licencias/listado', NOTIFICATION_TYPE_ID.license],
  ]),
];

/** Modules of the menu with no module of the app behind them: they open the module page. */
export const plannedModules = plannedMenu.filter((entry) => entry.menu === 'modules');
