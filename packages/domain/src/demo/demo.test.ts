import { describe, expect, it } from 'vitest';
import { isValidCi } from '../validators/ci';
import { validateEmail } from '../validators/email';
import { validatePassword } from '../validators/password';
import { validatePhone } from '../validators/phone';
import { isValidRut } from '../validators/rut';
import { createDemoData, demoLogins, moduleScreens } from './index';

const demo = createDemoData();

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const oneToN = (rows: readonly unknown[]) => rows.map((_, index) => index + 1);

describe('the demo dataset', () => {
  it('is the same on every call, and a caller changing its copy changes no other', () => {
    const copy = createDemoData();
    expect(copy).toEqual(demo);
    copy.buildings[0]!.name = 'Otro';
    copy.commonAreas[0]!.turns[0]!.name = 'Otro';
    expect(createDemoData()).toEqual(demo);
  });

  it('numbers every table 1…n, in the order a fresh database would', () => {
    for (const rows of [
      demo.companies,
      demo.buildings,
      demo.towers,
      demo.roles,
      demo.users,
      demo.employees,
      demo.apartments,
      demo.pantries,
      demo.parkings,
      demo.residents,
      demo.commonAreas,
    ]) {
      expect(idsOf(rows)).toEqual(oneToN(rows));
    }
    const turns = demo.commonAreas.flatMap((area) => area.turns);
    expect(idsOf(turns)).toEqual(oneToN(turns));
  });

  it('points every reference at a row of the right complejo or administradora', () => {
    const building = (id: number) => demo.buildings.find((candidate) => candidate.id === id)!;
    const unit = (id: number) => demo.apartments.find((candidate) => candidate.id === id)!;
    for (const row of demo.buildings) expect(idsOf(demo.companies)).toContain(row.companyId);
    for (const tower of demo.towers) expect(building(tower.buildingId)).toBeDefined();
    for (const apartment of demo.apartments) {
      const tower = demo.towers.find((candidate) => candidate.id === apartment.towerId)!;
      expect(tower.buildingId).toBe(apartment.buildingId);
      expect(apartment.floor).toBeLessThanOrEqual(tower.floors);
    }
    for (const space of [...demo.pantries, ...demo.parkings]) {
      if (space.apartmentId !== null) expect(unit(space.apartmentId).buildingId).toBe(space.buildingId);
    }
    for (const link of demo.residentApartments) {
      const resident = demo.residents.find((candidate) => candidate.id === link.residentId)!;
      expect(unit(link.apartmentId).buildingId).toBe(resident.buildingId);
    }
    for (const user of demo.users) {
      for (const id of user.buildingIds) expect(building(id).companyId).toBe(user.companyId);
      const role = demo.roles.find((candidate) => candidate.id === user.roleId)!;
      expect([null, user.companyId]).toContain(role.companyId);
    }
    for (const employee of demo.employees) {
      expect(demo.users.find((user) => user.id === employee.userId)!.companyId).toBe(employee.companyId);
    }
  });

  it('gives every unit exactly one resident, its owner or its tenant, and one complejo never a repeated CI', () => {
    expect(demo.residentApartments.map((link) => link.apartmentId).sort((a, b) => a - b)).toEqual(
      idsOf(demo.apartments),
    );
    expect(new Set(demo.residentApartments.map((link) => link.relation))).toEqual(
      new Set(['propietario', 'inquilino']),
    );
    const identities = [...demo.residents, ...demo.users].map((person) => person.identity);
    expect(new Set(identities).size).toBe(identities.length);
  });

  it('holds only valid CIs, RUTs, e-mails and 8-digit phones, as the forms would', () => {
    for (const person of [...demo.residents, ...demo.users]) {
      expect(isValidCi(person.identity), person.identity).toBe(true);
      if (person.email) expect(validateEmail(person.email), person.email).toBeNull();
      if (person.phone) expect(validatePhone(person.phone), person.phone).toBeNull();
    }
    for (const place of [...demo.companies, ...demo.buildings]) {
      if (place.rut) expect(isValidRut(place.rut), place.rut).toBe(true);
      if (place.phone) expect(validatePhone(place.phone), place.phone).toBeNull();
      if (place.email) expect(validateEmail(place.email), place.email).toBeNull();
    }
  });

  it('splits 100 % of each complejo among its units, in ten-thousandths', () => {
    for (const building of demo.buildings) {
      const units = demo.apartments.filter((apartment) => apartment.buildingId === building.id);
      const tenThousandths = units.map((unit) => unit.coefficient * 10_000);
      for (const part of tenThousandths) expect(Math.abs(part - Math.round(part))).toBeLessThan(1e-6);
      expect(tenThousandths.reduce((sum, part) => sum + Math.round(part), 0)).toBe(1_000_000);
    }
  });

  it('leaves some despensas and estacionamientos of every complejo free and hands each assigned one its own unit', () => {
    for (const building of demo.buildings) {
      for (const spaces of [demo.pantries, demo.parkings]) {
        const own = spaces.filter((space) => space.buildingId === building.id);
        const assigned = own.filter((space) => space.apartmentId !== null).map((space) => space.apartmentId);
        expect(assigned.length).toBeGreaterThan(0);
        expect(assigned.length).toBeLessThan(own.length);
        expect(new Set(assigned).size).toBe(assigned.length);
        expect(new Set(own.map((space) => space.number)).size).toBe(own.length);
      }
    }
  });

  it('grants profiles only modules and screens of the catalog, each screen under one of its modules', () => {
    for (const role of demo.roles) {
      const modules = moduleScreens.filter((module) => role.moduleRoutes.includes(module.route));
      expect(modules).toHaveLength(role.moduleRoutes.length);
      const reachable = modules.flatMap((module) => [...module.screens]);
      for (const screen of role.screens) expect(reachable).toContain(screen);
    }
  });

  it('signs in its demo logins with passwords of the policy, one per kind of user', () => {
    expect(demoLogins.map((login) => login.email)).toEqual([
      'maestro@horizontal.uy',
      'admin@horizontal.uy',
      'admin@costaeste.com.uy',
      'porteria@horizontal.uy',
    ]);
    for (const login of demoLogins) {
      const user = demo.users.find((candidate) => candidate.email === login.email)!;
      expect(user.password).toBe(login.password);
      expect(validatePassword(login.password)).toBeNull();
      expect(user.status).toBe('activo');
    }
  });
});
