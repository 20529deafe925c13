import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apartments,
  buildings,
  cities,
  closures,
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
  shipments,
  states,
  unitTypes,
  users,
} from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo } from './demo';

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
    expect((await t.db.select({ n: count() }).from(apartments))[0]!.n).toBe(5 * 24);
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
  });
});
