import { adminUser, masterUser } from '@horizontal/mocks/fixtures';
import { describe, expect, it } from 'vitest';
import { menusFor } from './menus';

const implemented = new Set([
  '/apartamentos/listado',
  '/residentes/listado',
  '/reservas/listado',
  '/perfiles/listado',
  '/empleados/listado',
  '/administradoras/listado',
  '/complejos/listado',
  '/usuarios/listado',
  '/cierres/listado',
  '/gastoscomunes/totales',
  '/gastoscomunes/listado',
  '/gastoscomunes/deuda',
]);

const withScreens = (screens: string[], modules = adminUser.modules) => ({
  ...adminUser,
  modules,
  functionalities: screens.map((screen, id) => ({ id, name: screen, screen })),
});

describe('menusFor', () => {
  it('gives the master only administradoras, complejos and usuarios', () => {
    const menus = menusFor(masterUser, implemented);
    expect(menus.modules).toEqual([]);
    expect(menus.configuration.map((entry) => entry.label)).toEqual(['Administradoras', 'Complejos', 'Usuarios']);
    expect([...menus.routes]).toEqual(['/administradoras/listado', '/complejos/listado', '/usuarios/listado']);
  });

  it('shows only the modules of the user, in the order of the spec', () => {
    const user = withScreens(
      [],
      [
        { id: 6, name: 'Mensajería', route: '/mensajes' },
        { id: 3, name: 'Complejo', route: '/complejo' },
      ],
    );
    expect(menusFor(user, implemented).modules.map((m) => m.label)).toEqual(['Complejo', 'Mensajería']);
  });

  it('adds a sub-route only for a functionality of the same screen name that the app implements', () => {
    const user = withScreens(['apartamentos/listado', 'despensas/listado', 'usuarios/listado']);
    const menus = menusFor(user, implemented);
    const complejo = menus.modules.find((m) => m.path === '/complejo')!;
    expect(complejo.submenu.map((entry) => entry.path)).toEqual(['/apartamentos/listado']);
    expect(menus.routes.has('/usuarios/listado')).toBe(true);
    expect(menus.routes.has('/despensas/listado')).toBe(false);
  });

  it('gives Gastos Comunes the spec’s four entries, Totales Mensuales and Deuda with routes of their own', () => {
    const screens = ['cierres/listado', 'gastoscomunes/totales', 'gastoscomunes/listado', 'gastoscomunes/deuda'];
    const gastos = menusFor(withScreens(screens), implemented).modules.find((m) => m.path === '/gastos-comunes')!;
    expect(gastos.submenu.map((entry) => [entry.label, entry.path])).toEqual([
      ['Cierres', '/cierres/listado'],
      ['Totales Mensuales', '/gastoscomunes/totales'],
      ['Gastos comunes', '/gastoscomunes/listado'],
      ['Deuda', '/gastoscomunes/deuda'],
    ]);
    const debtOnly = menusFor(withScreens(['gastoscomunes/deuda']), implemented);
    expect(debtOnly.modules.find((m) => m.path === '/gastos-comunes')!.submenu.map((entry) => entry.label)).toEqual([
      'Deuda',
    ]);
  });

  it('opens a record read-only to any screen of its entity, and to change it only with …/modificar', () => {
    const withModify = new Set([...implemented, '/despensas/listado', '/despensas/modificar', '/empleados/modificar']);
    const reader = menusFor(withScreens(['despensas/listado']), withModify);
    expect([...reader.details]).toEqual(['/despensas/modificar']);
    expect(reader.routes.has('/despensas/modificar')).toBe(false);
    const editor = menusFor(withScreens(['despensas/modificar']), withModify);
    expect(editor.routes.has('/despensas/modificar')).toBe(true);
    expect([...menusFor(masterUser, withModify).details]).not.toContain('/despensas/modificar');
  });

  it('shows configuration entries only for routes that exist', () => {
    const menus = menusFor(withScreens(['perfiles/listado']), implemented);
    expect(menus.configuration.map((entry) => entry.label)).toEqual(['Perfiles']);
  });
});
