import { contract, refusals } from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { apartments, buildings, companies, residentApartments, residents } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
let t: TestApp;
let company = 0;
let parqueBatlle = 0;

const summaryOf = (headers: Record<string, string>) =>
  t.call(contract.apartments.summary, { params: { id: parqueBatlle }, headers });

beforeAll(async () => {
  t = await createTestApp();
  company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  parqueBatlle = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
});
afterAll(() => t.close());

describe('the complejo tile of Inicio (GET /apartments/summary/{complejo})', () => {
  it('counts the units, those nobody lives in, and the active residents missing a phone or an e-mail', async () => {
    const units = await t.db.select().from(apartments).where(eq(apartments.buildingId, parqueBatlle));
    const active = await t.db
      .select()
      .from(residents)
      .where(and(eq(residents.buildingId, parqueBatlle), eq(residents.status, 'activo')));
    const links = await t.db.select().from(residentApartments);
    const occupied = new Set(
      links.filter((link) => active.some((resident) => resident.id === link.residentId)).map((l) => l.apartmentId),
    );
    const expected = {
      units: units.length,
      unitsWithoutResident: units.filter((unit) => !occupied.has(unit.id)).length,
      residentsWithoutPhone: active.filter((resident) => !resident.phone).length,
      residentsWithoutEmail: active.filter((resident) => !resident.email).length,
    };
    // The demo has some of each, so that a wrong count cannot pass by being zero.
    expect(Object.values(expected).every((count) => count > 0)).toBe(true);

    const res = await summaryOf(await t.headersOf(admin!));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'OK', summary: expected });
  });

  it('follows a resident who gets a phone', async () => {
    const headers = await t.headersOf(admin!);
    const before = (await summaryOf(headers)).json().summary;
    const active = await t.db
      .select()
      .from(residents)
      .where(and(eq(residents.buildingId, parqueBatlle), eq(residents.status, 'activo')));
    const withoutPhone = active.find((resident) => !resident.phone)!;
    await t.db.update(residents).set({ phone: '99123456' }).where(eq(residents.id, withoutPhone.id));
    const after = (await summaryOf(headers)).json().summary;
    expect(after.residentsWithoutPhone).toBe(before.residentsWithoutPhone - 1);
  });

  it('tells a profile only the figures of the lists it may read, and nothing to one that reads neither', async () => {
    const spacesOnly = await createProfile(t, company, 'solo-despensas', ['/complejo'], ['despensas/listado']);
    const unitsOnly = await createProfile(t, company, 'solo-unidades', ['/complejo'], ['apartamentos/listado']);
    const residentsOnly = await createProfile(t, company, 'solo-residentes', ['/complejo'], ['residentes/listado']);
    const figures = async (roleId: number, name: string) =>
      (await summaryOf((await createStaff(t, company, name, roleId, [parqueBatlle])).headers)).json().summary;

    const spaces = await createStaff(t, company, 'despensero', spacesOnly, [parqueBatlle]);
    const refused = await summaryOf(spaces.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, message: refusals.noFunctionality });
    const ofUnits = await figures(unitsOnly, 'unidades');
    expect(ofUnits.units).toBeGreaterThan(0);
    expect([ofUnits.unitsWithoutResident, ofUnits.residentsWithoutPhone, ofUnits.residentsWithoutEmail]).toEqual([
      null,
      null,
      null,
    ]);
    const ofResidents = await figures(residentsOnly, 'residentes');
    expect([ofResidents.units, ofResidents.unitsWithoutResident]).toEqual([null, null]);
    expect(ofResidents.residentsWithoutPhone).toBeGreaterThanOrEqual(0);
  });

  it('never answers a profile without the complejo module, nor another administradora', async () => {
    const deskOnly = await createProfile(t, company, 'solo-porteria', ['/porteria'], ['encomiendas/listado']);
    const desk = await createStaff(t, company, 'recepcion', deskOnly, [parqueBatlle]);
    const refused = await summaryOf(desk.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ ok: false, message: refusals.noModule });

    const foreign = await summaryOf(await t.headersOf(adminB!));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ ok: false, message: refusals.buildingNotFound });
  });
});
