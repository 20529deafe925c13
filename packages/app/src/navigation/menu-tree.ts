import { NOTIFICATION_TYPE_ID, type NotificationTypeId } from '@horizontal/domain';
import { appRoutes } from '../modules';
import type { MenuName } from '../modules/module';
import { type CatalogEntry, plannedMenu } from './catalog';

export type MenuLeaf = {
  label: string;
  /** The screen's route; absent for entries the spec names without a route (shown disabled). */
  path?: string;
  notificationTypeId: NotificationTypeId;
};

export type ModuleEntry = {
  label: string;
  /** The module's route, matched against the user's modules (SPEC §2). */
  path: string;
  notificationTypeId: NotificationTypeId;
  submenu: MenuLeaf[];
};

/** Every menu entry: those of the modules' route tables, and the catalog's for what is not built yet. */
const entries: CatalogEntry[] = [
  ...appRoutes.flatMap((route) => (route.menus ?? []).map((placement) => ({ ...placement, path: route.path }))),
  ...plannedMenu,
];

const entriesOf = (menu: MenuName) => entries.filter((entry) => entry.menu === menu).sort((a, b) => a.order - b.order);

const leavesOf = (menu: MenuName): MenuLeaf[] =>
  entriesOf(menu).map((entry) => ({
    label: entry.label,
    path: entry.path,
    notificationTypeId: entry.notificationTypeId ?? NOTIFICATION_TYPE_ID.none,
  }));

/** The administrator's module menu and submenus, as SPEC §2 lists them. */
export const moduleMenu: ModuleEntry[] = entriesOf('modules').map((entry) => ({
  label: entry.label,
  path: entry.path!,
  notificationTypeId: entry.notificationTypeId ?? NOTIFICATION_TYPE_ID.none,
  submenu: leavesOf(entry.path as `/${string}`),
}));

/** Configuration menu of administrators (SPEC §2). */
export const configurationMenu = leavesOf('configuration');

/** The master's only menu (SPEC §2). */
export const masterMenu = leavesOf('master');
