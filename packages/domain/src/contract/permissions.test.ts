import { describe, expect, it } from 'vitest';
import { contract } from './index';
import { accessOf, beyondGrants, type Grants, refusalOf } from './permissions';

const grants = (screens: string[], modules = ['/complejo']): Grants => ({
  modules: new Set(modules),
  screens: new Set(screens),
});

describe('refusalOf', () => {
  it('lets a list-only profile read but not delete, create or change', () => {
    const listOnly = grants(['despensas/listado']);
    expect(refusalOf(contract.pantries.findAll, listOnly)).toBeNull();
    expect(refusalOf(contract.pantries.remove, listOnly)).toBe('noFunctionality');
    expect(refusalOf(contract.pantries.create, listOnly)).toBe('noFunctionality');
    expect(refusalOf(contract.pantries.update, listOnly)).toBe('noFunctionality');
  });

  it('needs modificar to delete or change a status, nuevo to create', () => {
    const editor = grants(['empleados/modificar']);
    expect(refusalOf(contract.employees.status, editor)).toBeNull();
    expect(refusalOf(contract.employees.update, editor)).toBeNull();
    expect(refusalOf(contract.employees.create, editor)).toBe('noFunctionality');
    expect(refusalOf(contract.employees.create, grants(['empleados/nuevo']))).toBeNull();
    for (const call of [
      contract.apartments.remove,
      contract.commonAreas.delete,
      contract.residents.status,
      contract.parkings.remove,
    ]) {
      expect(call.functionality).toMatch(/\/modificar$/);
    }
  });

  it('lets any screen of the entity read it, for the look-ups of its forms, and no other entity’s', () => {
    expect(refusalOf(contract.employees.findAll, grants(['empleados/nuevo']))).toBeNull();
    expect(refusalOf(contract.residents.apartments, grants(['residentes/listado']))).toBeNull();
    expect(refusalOf(contract.employees.findAll, grants(['empleadosx/listado']))).toBe('noFunctionality');
    expect(refusalOf(contract.employees.findAll, grants(['residentes/listado']))).toBe('noFunctionality');
  });

  it('lets the screens of an entity that chooses among the rows read them too, and only read', () => {
    const employeeForm = grants(['empleados/nuevo']);
    expect(refusalOf(contract.roles.findAll, employeeForm)).toBeNull();
    expect(refusalOf(contract.roles.create, employeeForm)).toBe('noFunctionality');
    expect(refusalOf(contract.roles.findAll, grants(['residentes/listado']))).toBe('noFunctionality');
    expect(refusalOf(contract.roles.findAll, { modules: new Set(), screens: new Set(['empleados/nuevo']) })).toBe(
      'noModule',
    );
  });

  it('refuses a call of a module the profile does not hold, whatever its screens', () => {
    expect(refusalOf(contract.shipments.findAll, grants(['encomiendas/listado']))).toBe('noModule');
    expect(refusalOf(contract.shipments.findAll, grants(['encomiendas/listado'], ['/porteria']))).toBeNull();
  });

  it('reads the spec’s POST look-ups as reads and every other POST as a write', () => {
    expect(accessOf(contract.residents.apartments)).toBe('read');
    expect(accessOf(contract.messages.inbox)).toBe('read');
    expect(accessOf(contract.residents.associate)).toBe('write');
    expect(accessOf(contract.pantries.findAll)).toBe('read');
  });
});

describe('beyondGrants', () => {
  it('names what a profile would grant that its author does not hold', () => {
    const held = grants(['empleados/listado', 'empleados/nuevo']);
    expect(beyondGrants(held, grants(['empleados/listado']))).toEqual({ modules: [], screens: [] });
    expect(beyondGrants(held, grants(['empleados/listado', 'perfiles/nuevo'], ['/complejo', '/porteria']))).toEqual({
      modules: ['/porteria'],
      screens: ['perfiles/nuevo'],
    });
  });
});
