import { createDemoData } from '@horizontal/domain/demo';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../core/test/test-app';
import {
  apartments,
  buildings,
  cities,
  closures,
  commonAreas,
  commonExpenseDetails,
  commonExpenses,
  companies,
  countries,
  frequencies,
  identityTypes,
  pantries,
  parkings,
  personnelTypes,
  plans,
  residentApartments,
  residents,
  roles,
  shipments,
  states,
  towers,
  turns,
  unitTypes,
  userBuildings,
  users,
} from '../db/schema';
import { seedDemo } from './demo';

const demo = createDemoData();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the seed', () => {
  it('holds the reference data of Uruguay', async () => {
    const [uruguay] = await t.db.select().from(countries).where(eq(countries.code, 'UY'));
    const departments = await t.db.select().from(states).where(eq(states.countryId, uruguay!.id));
    expect(departments).toHaveLength(19);
    expect(departments.map((d) => d.name)).toEqual(expect.arrayContaining(['Montevideo', 'Canelones', 'Maldonado']));
    const [montevideo] = departments.filter((d) => d.name === 'Montevideo');
    const cityRows = await t.db.select().from(cities).where(eq(cities.stateId, montevideo!.id));
    expect(cityRows.map((c) => c.name)).toEqual(['Montevideo']);
    for (const table of [plans, unitTypes, identityTypes, frequencies, personnelTypes]) {
      expect((await t.db.select({ n: count() }).from(table))[0]!.n).toBeGreaterThan(2);
    }
    const [basic] = await t.db.select().from(plans).where(eq(plans.name, 'Básico'));
    expect(Number.isInteger(basic!.monthlyPriceCents)).toBe(true);
  });

  it('holds two administradoras with their complejos, units and logins', async () => {
    expect((await t.db.select({ n: count() }).from(companies))[0]!.n).toBe(2);
    expect((await t.db.select({ n: count() }).from(buildings))[0]!.n).toBe(3);
    expect((await t.db.select({ n: count() }).from(apartments))[0]!.n).toBe(demo.apartments.length);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(4);
  });

  it('gives every complejo despensas and estacionamientos, some assigned to one of its units', async () => {
    for (const building of await t.db.select().from(buildings)) {
      const units = new Set(
        (await t.db.select().from(apartments).where(eq(apartments.buildingId, building.id))).map((unit) => unit.id),
      );
      for (const table of [pantries, parkings]) {
        const rows = await t.db.select().from(table).where(eq(table.buildingId, building.id));
        expect(rows.length).toBeGreaterThan(5);
        const assigned = rows.filter((row) => row.apartmentId !== null);
        expect(assigned.length).toBeGreaterThan(0);
        expect(assigned.length).toBeLessThan(rows.length);
        expect(assigned.every((row) => units.has(row.apartmentId!))).toBe(true);
        expect(rows.every((row) => row.companyId === building.companyId)).toBe(true);
      }
    }
  });

  it('holds a year of gastos comunes, closures and front-desk activity in Parque Batlle', async () => {
    const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const expenses = await t.db.select().from(commonExpenses).where(eq(commonExpenses.buildingId, building!.id));
    expect(expenses).toHaveLength(13);
    expect(new Set(expenses.map((e) => e.period)).size).toBe(13);
    expect((await t.db.select().from(closures).where(eq(closures.buildingId, building!.id))).length).toBe(12);
    const details = await t.db
      .select()
      .from(commonExpenseDetails)
      .where(eq(commonExpenseDetails.buildingId, building!.id));
    expect(details).toHaveLength(13 * 48);
    for (const detail of details) {
      expect(detail.totalDebtCents).toBe(detail.prevBalanceCents + detail.totalPeriodCents - detail.paymentsCents);
    }
    expect((await t.db.select({ n: count() }).from(shipments))[0]!.n).toBeGreaterThan(0);
  });

  it('can run again on every start without duplicating anything', async () => {
    await seedDemo(t.db);
    expect((await t.db.select({ n: count() }).from(states))[0]!.n).toBe(19);
    expect((await t.db.select({ n: count() }).from(companies))[0]!.n).toBe(2);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(4);
    expect((await t.db.select({ n: count() }).from(apartments))[0]!.n).toBe(demo.apartments.length);
  });
});

/** Demo id → the row's name, to compare relations by what a person reads rather than by ids. */
const nameOf = (rows: readonly { id: number; name: string }[]) => (id: number | null) =>
  id === null ? null : (rows.find((row) => row.id === id)?.name ?? `¿${id}?`);

describe('the seed holds the shared demo dataset the mocks serve (@horizontal/domain/demo)', () => {
  it('with the same administradoras, complejos and towers', async () => {
    const cityName = nameOf(await t.db.select().from(cities));
    const planName = nameOf(await t.db.select().from(plans));
    const companyRows = await t.db.select().from(companies).orderBy(asc(companies.id));
    expect(
      companyRows.map((row) => ({
        name: row.name,
        rut: row.rut,
        email: row.email,
        phone: row.phone,
        address: row.address,
        city: cityName(row.cityId),
        plan: planName(row.planId),
      })),
    ).toEqual(demo.companies.map(({ id: _, ...company }) => company));
    const companyName = nameOf(companyRows);
    const buildingRows = await t.db.select().from(buildings).orderBy(asc(buildings.id));
    expect(
      buildingRows.map((row) => ({
        company: companyName(row.companyId),
        name: row.name,
        address: row.address,
        city: cityName(row.cityId),
        rut: row.rut ?? '',
        phone: row.phone ?? '',
        email: row.email ?? '',
      })),
    ).toEqual(
      demo.buildings.map(({ id: _, companyId, ...building }) => ({
        company: nameOf(demo.companies)(companyId),
        ...building,
      })),
    );
    const buildingName = nameOf(buildingRows);
    const towerRows = await t.db.select().from(towers).orderBy(asc(towers.id));
    expect(towerRows.map((row) => [buildingName(row.buildingId), row.name, row.floors])).toEqual(
      demo.towers.map((tower) => [nameOf(demo.buildings)(tower.buildingId), tower.name, tower.floors]),
    );
  });

  it('with the same logins, profiles and complejos of each', async () => {
    const roleName = nameOf(await t.db.select().from(roles));
    const buildingName = nameOf(await t.db.select().from(buildings));
    const links = await t.db.select().from(userBuildings);
    const userRows = await t.db.select().from(users).orderBy(asc(users.id));
    expect(
      userRows.map((row) => ({
        email: row.email,
        name: row.name,
        identity: row.identity,
        role: roleName(row.roleId),
        status: row.status,
        buildings: links.filter((link) => link.userId === row.id).map((link) => buildingName(link.buildingId)),
      })),
    ).toEqual(
      demo.users.map((user) => ({
        email: user.email,
        name: user.name,
        identity: user.identity,
        role: nameOf(demo.roles)(user.roleId),
        status: user.status,
        buildings: user.buildingIds.map(nameOf(demo.buildings)),
      })),
    );
  });

  it('with the same units, despensas, estacionamientos and common areas', async () => {
    const buildingName = nameOf(await t.db.select().from(buildings));
    const towerName = nameOf(await t.db.select().from(towers));
    const typeName = nameOf(await t.db.select().from(unitTypes));
    const unitRows = await t.db.select().from(apartments).orderBy(asc(apartments.id));
    expect(
      unitRows.map((row) => ({
        building: buildingName(row.buildingId),
        tower: towerName(row.towerId),
        unitType: typeName(row.unitTypeId),
        number: row.number,
        floor: row.floor,
        rooms: row.rooms,
        area: Number(row.area),
        coefficient: Number(row.coefficient),
      })),
    ).toEqual(
      demo.apartments.map((unit) => ({
        building: nameOf(demo.buildings)(unit.buildingId),
        tower: nameOf(demo.towers)(unit.towerId),
        unitType: unit.unitType,
        number: unit.number,
        floor: unit.floor,
        rooms: unit.rooms,
        area: unit.area,
        coefficient: unit.coefficient,
      })),
    );
    const unitLabel =
      (rows: { id: number; towerId: number | null; number: string }[], names: typeof towerName) =>
      (id: number | null) => {
        const unit = rows.find((row) => row.id === id);
        return unit ? `${names(unit.towerId)} ${unit.number}` : null;
      };
    const dbUnit = unitLabel(unitRows, towerName);
    const demoUnit = unitLabel(demo.apartments, nameOf(demo.towers));
    for (const [table, demoRows] of [
      [pantries, demo.pantries],
      [parkings, demo.parkings],
    ] as const) {
      const rows = await t.db.select().from(table).orderBy(asc(table.id));
      expect(
        rows.map((row) => [buildingName(row.buildingId), row.number, row.description, dbUnit(row.apartmentId)]),
      ).toEqual(
        demoRows.map((row) => [
          nameOf(demo.buildings)(row.buildingId),
          row.number,
          row.description,
          demoUnit(row.apartmentId),
        ]),
      );
    }
    const areaRows = await t.db.select().from(commonAreas).orderBy(asc(commonAreas.id));
    const turnRows = await t.db.select().from(turns).orderBy(asc(turns.id));
    expect(
      areaRows.map((row) => ({
        building: buildingName(row.buildingId),
        name: row.name,
        capacity: row.capacity,
        price: row.priceCents,
        requiresApproval: row.requiresApproval,
        turns: turnRows
          .filter((turn) => turn.commonAreaId === row.id)
          .map((turn) => [turn.name, turn.startTime.slice(0, 5), turn.endTime.slice(0, 5)]),
      })),
    ).toEqual(
      demo.commonAreas.map((area) => ({
        building: nameOf(demo.buildings)(area.buildingId),
        name: area.name,
        capacity: area.capacity,
        price: area.price,
        requiresApproval: area.requiresApproval,
        turns: area.turns.map((turn) => [turn.name, turn.startTime, turn.endTime]),
      })),
    );
  });

  it('with the same residents, by CI, and the unit each lives in', async () => {
    const buildingName = nameOf(await t.db.select().from(buildings));
    const towerName = nameOf(await t.db.select().from(towers));
    const unitRows = await t.db.select().from(apartments);
    const links = await t.db.select().from(residentApartments);
    const unitOf = (residentId: number) =>
      links
        .filter((link) => link.residentId === residentId)
        .map((link) => {
          const unit = unitRows.find((row) => row.id === link.apartmentId)!;
          return `${towerName(unit.towerId)} ${unit.number} ${link.relation}`;
        });
    const residentRows = await t.db.select().from(residents).orderBy(asc(residents.id));
    expect(
      residentRows.map((row) => ({
        building: buildingName(row.buildingId),
        identity: row.identity,
        name: `${row.name} ${row.lastName}`,
        email: row.email ?? '',
        phone: row.phone ?? '',
        birthDate: row.birthDate,
        status: row.status,
        units: unitOf(row.id),
      })),
    ).toEqual(
      demo.residents.map((resident) => ({
        building: nameOf(demo.buildings)(resident.buildingId),
        identity: resident.identity,
        name: `${resident.name} ${resident.lastName}`,
        email: resident.email,
        phone: resident.phone,
        birthDate: resident.birthDate,
        status: resident.status,
        units: demo.residentApartments
          .filter((link) => link.residentId === resident.id)
          .map((link) => {
            const unit = demo.apartments.find((candidate) => candidate.id === link.apartmentId)!;
            return `${nameOf(demo.towers)(unit.towerId)} ${unit.number} ${link.relation}`;
          }),
      })),
    );
  });
});
