import type { CallDefinition, NotificationTypeId } from '@horizontal/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Who may open a route: the guard the router puts around it. */
export type Guard =
  /** Only without a session (PublicOnly, SPEC §2). */
  | 'public'
  /** Any session, outside the signed-in frame: /change must open before the frame's menus make sense. */
  | 'session'
  /** Any signed-in user, inside the frame. */
  | 'signed-in'
  /** A module's own page: the user's modules hold its route (SPEC §2, top-level sections). */
  | 'module'
  /** A screen: the master's sections, or a functionality with the route's screen name (SPEC §6). */
  | 'functionality';

/** The module menu, the administrators' Configuración, the master's menu, or the submenu of a module's page. */
export type MenuName = 'modules' | 'configuration' | 'master' | `/${string}`;

export type MenuPlacement = {
  menu: MenuName;
  label: string;
  /** Position in that menu, as SPEC §2 lists it; entries of several modules and of the catalog share a menu. */
  order: number;
  notificationTypeId?: NotificationTypeId;
};

export type AppRoute = {
  path: string;
  guard: Guard;
  menus?: MenuPlacement[];
  /** What the breadcrumbs call a route that is in no menu. */
  title?: string;
} & ({ screen: ComponentType } | { redirect: string });

export type AppModule = {
  /** The same name as the module's folder in packages/server and packages/screens. */
  name: string;
  /** Administrators must have chosen a complejo to open it ('¡Debe seleccionar un complejo!', SPEC §2). */
  needsBuilding: boolean;
  routes: AppRoute[];
  /**
   * Its tile on Inicio: the summary call that feeds it (Inicio draws the tile only for whom may make it), the
   * component that draws it for the chosen complejo, and, loaded with the backend client, how to ask for a
   * complejo's summary into a cache by the query the component reads (a session that opens on Inicio asks at once:
   * pages/inicio-prefetch.ts).
   */
  tile?: {
    call: CallDefinition;
    Tile: ComponentType;
    loadPrefetch: () => Promise<(client: QueryClient, buildingId: number) => Promise<void>>;
  };
};

/**
 * An entity's three screens as SPEC §2 names them, `<base>/listado`, `<base>/nuevo` and `<base>/modificar`: the list,
 * placed in `menus`, and one form page for creating and modifying.
 */
export const entityRoutes = (
  base: `/${string}`,
  pages: { list: ComponentType; form: ComponentType },
  menus: MenuPlacement[],
): AppRoute[] => [
  { path: `${base}/listado`, guard: 'functionality', screen: pages.list, menus },
  { path: `${base}/nuevo`, guard: 'functionality', screen: pages.form },
  { path: `${base}/modificar`, guard: 'functionality', screen: pages.form },
];
