import { adminUser, masterUser } from '@horizontal/mocks/fixtures';
import { describe, expect, it } from 'vitest';
import { breadcrumbsFor } from './breadcrumbs';
import { menusFor } from './menus';

const implemented = new Set([
  '/apartamentos/listado',
  '/apartamentos/nuevo',
  '/apartamentos/modificar',
  '/complejos/listado',
  '/complejos/torres',
  '/administradoras/listado',
  '/administradoras/modificar',
  '/usuarios/listado',
]);
const admin = menusFor(adminUser, implemented);
const master = menusFor(masterUser, implemented);

describe('breadcrumbsFor', () => {
  it('names the module and the screen of an administrator, with links back up', () => {
    expect(breadcrumbsFor('/apartamentos/listado', '', admin, false)).toEqual([
      { label: 'Inicio', href: '/home' },
      { label: 'Complejo', href: '/complejo' },
      { label: 'Apartamentos' },
    ]);
    expect(breadcrumbsFor('/apartamentos/nuevo', '', admin, false).map((c) => c.label)).toEqual([
      'Inicio',
      'Complejo',
      'Apartamentos',
      'Nuevo',
    ]);
    expect(breadcrumbsFor('/apartamentos/nuevo', '', admin, false)[2]).toEqual({
      label: 'Apartamentos',
      href: '/apartamentos/listado',
    });
  });

  it('tells a record opened read-only from one being modified', () => {
    expect(breadcrumbsFor('/administradoras/modificar', '?id=3', master, true).at(-1)?.label).toBe('Modificar');
    expect(breadcrumbsFor('/administradoras/modificar', '?id=3&modo=detalle', master, true).at(-1)?.label).toBe(
      'Detalle',
    );
  });

  it('puts the master sections right under Inicio, and the administrator’s complejos under Configuración', () => {
    expect(breadcrumbsFor('/administradoras/listado', '', master, true).map((c) => c.label)).toEqual([
      'Inicio',
      'Administradoras',
    ]);
    expect(breadcrumbsFor('/complejos/torres', '?id=1', admin, false)).toEqual([
      { label: 'Inicio', href: '/home' },
      { label: 'Configuración' },
      { label: 'Complejos', href: '/complejos/listado' },
      { label: 'Torres' },
    ]);
  });

  it('covers home, account and a module page', () => {
    expect(breadcrumbsFor('/home', '', admin, false)).toEqual([{ label: 'Inicio' }]);
    expect(breadcrumbsFor('/account', '', admin, false).map((c) => c.label)).toEqual(['Inicio', 'Cuenta']);
    expect(breadcrumbsFor('/complejo', '', admin, false).map((c) => c.label)).toEqual(['Inicio', 'Complejo']);
  });
});
