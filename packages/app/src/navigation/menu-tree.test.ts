import { adminUser, masterUser } from '@horizontal/mocks/fixtures';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../modules';
import { routes } from '../router';
import { plannedMenu } from './catalog';
import { implementedScreens } from './implemented';
import { configurationMenu, masterMenu, moduleMenu } from './menu-tree';
import { menusFor, screenOf } from './menus';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
const routerPaths = new Set(pathsOf(routes));

/** An administrator given every module of the menu and every screen of the app: every entry it can show. */
const everything = {
  ...adminUser,
  modules: moduleMenu.map((module, id) => ({ id, name: module.label, route: module.path })),
  functionalities: [...implementedScreens].map((path, id) => ({ id, name: path, screen: screenOf(path) })),
};

describe('the menus derived from the route tables', () => {
  it('point every entry they can show at a route of the router', () => {
    const admin = menusFor(everything, implementedScreens);
    const master = menusFor(masterUser, implementedScreens);
    const shown = [
      ...admin.modules,
      ...admin.modules.flatMap((module) => module.submenu),
      ...admin.configuration,
      ...master.configuration,
    ].flatMap((entry) => (entry.path ? [entry.path] : []));
    expect(shown).toContain('/areascomunes/listado');
    expect(shown.filter((path) => !routerPaths.has(path))).toEqual([]);
    expect([...admin.routes, ...master.routes].filter((path) => !routerPaths.has(path))).toEqual([]);
  });

  it('puts menu entries only on routes that a module or a functionality grants', () => {
    const guarded = appRoutes.filter(
      (route) => route.menus && route.guard !== 'functionality' && route.guard !== 'module',
    );
    expect(guarded.map((route) => route.path)).toEqual([]);
  });

  it('keep the catalog to what is not built: its entries have no route yet, its modules open their page', () => {
    const leaves = plannedMenu.filter((entry) => entry.menu !== 'modules' && entry.path !== undefined);
    expect(leaves.filter((entry) => routerPaths.has(entry.path!)).map((entry) => entry.path)).toEqual([]);
    const modules = plannedMenu.filter((entry) => entry.menu === 'modules');
    expect(modules.filter((entry) => !routerPaths.has(entry.path!)).map((entry) => entry.path)).toEqual([]);
  });

  it('put every submenu entry under a module of the menu, in one position each', () => {
    const menus = new Set(['modules', 'configuration', 'master', ...moduleMenu.map((module) => module.path)]);
    const entries = [...appRoutes.flatMap((route) => route.menus ?? []), ...plannedMenu];
    expect(entries.filter((entry) => !menus.has(entry.menu)).map((entry) => entry.label)).toEqual([]);
    const positions = entries.map((entry) => `${entry.menu} ${entry.order}`);
    expect(positions.length).toBe(new Set(positions).size);
  });

  it('keeps the order of SPEC §2', () => {
    expect(moduleMenu.map((module) => module.label)).toEqual([
      'Contabilidad',
      'Gastos Comunes',
      'Complejo',
      'Portería',
      'Asambleas',
      'Mensajería',
      'Personal',
    ]);
    expect(moduleMenu.find((module) => module.path === '/complejo')!.submenu.map((entry) => entry.label)).toEqual([
      'Apartamentos',
      'Despensas',
      'Estacionamientos',
      'Residentes',
      'Áreas comunes',
      'Reservas',
    ]);
    expect(configurationMenu.map((entry) => entry.label)).toEqual(['Perfiles', 'Empleados', 'Complejos']);
    expect(masterMenu.map((entry) => entry.label)).toEqual(['Administradoras', 'Complejos', 'Usuarios']);
  });
});
