import { ciFromBody, contract, residentMessages } from '@horizontal/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { apartments, auditLog, buildings, residentApartments, residents, towers } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB, desk] = demoLogins;
const calls = contract.residents;
let t: TestApp;
let asAdmin: Record<string, string>;
const a = { building: 0, unit: 0, secondUnit: 0, foreignUnit: 0 };

beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await t.headersOf(admin);
  const named = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  a.building = await named('Complejo Parque Batlle');
  const [towerB] = await t.db.select().from(towers).where(eq(towers.name, 'Torre B'));
  const units = await t.db.select().from(apartments).where(eq(apartments.towerId, towerB!.id));
  a.unit = units.find((unit) => unit.number === '601')!.id;
  a.secondUnit = units.find((unit) => unit.number === '602')!.id;
  a.foreignUnit = (
    await t.db
      .select()
      .from(apartments)
      .where(eq(apartments.buildingId, await named('Torres del Buceo')))
  )[0]!.id;
});
afterAll(() => t.close());

const person = (overrides: Record<string, unknown> = {}) => ({
  buildingId: a.building,
  name: 'Rosario',
  lastName: 'Acosta',
  identity: ciFromBody(3_456_789),
  email: 'Rosario.Acosta@Correo.com.uy',
  phone: '99123456',
  birthDate: '1980-04-12',
  apartmentId: a.unit,
  relation: 'inquilino',
  ...overrides,
});

describe('residents', () => {
  let id = 0;

  it('lists the residents of a complejo with their units', async () => {
    const res = await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } });
    const listed = res.json().residents;
    expect(listed).toHaveLength(48);
    expect(listed.every((resident: { apartments: unknown[] }) => resident.apartments.length === 1)).toBe(true);
    expect(listed[0].apartments[0]).toEqual({
      id: expect.any(Number),
      number: expect.any(String),
      tower: expect.stringMatching(/^Torre [AB]$/),
      relation: expect.stringMatching(/^(propietario|inquilino)$/),
    });
  });

  it('creates a resident with their first unit, both in the audit trail', async () => {
    const res = await t.call(calls.create, { headers: asAdmin, body: person() });
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Residente creado.',
      resident: {
        name: 'Rosario',
        email: 'rosario.acosta@correo.com.uy',
        status: 'activo',
        apartments: [{ id: a.unit, number: '601', tower: 'Torre B', relation: 'inquilino' }],
      },
    });
    id = res.json().resident.id;
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(like(auditLog.entityId, `${id}%`));
    expect(trail.map((entry) => `${entry.entity}.${entry.action}`).sort()).toEqual([
      'resident_apartments.associate',
      'residents.create',
    ]);
  });

  it('keeps the 8 digits of a phone written as people write it, never a cut one', async () => {
    const res = await t.call(calls.create, {
      headers: asAdmin,
      body: person({ identity: ciFromBody(3_000_002), apartmentId: null, phone: '+598 099 123 456' }),
    });
    expect(res.json()).toMatchObject({ ok: true, resident: { phone: '99123456' } });
    for (const [index, [written, stored]] of [
      ['099-876-534', '99876534'],
      ['+598 99 876 535', '99876535'],
      ['2487 1234', '24871234'],
      ['4249-0011', '42490011'],
    ].entries()) {
      const created = await t.call(calls.create, {
        headers: asAdmin,
        body: person({ identity: ciFromBody(3_000_010 + index), apartmentId: null, phone: written }),
      });
      expect(created.json(), written).toMatchObject({ ok: true, resident: { phone: stored } });
      const [row] = await t.db.select().from(residents).where(eq(residents.id, created.json().resident.id));
      expect(row!.phone).toBe(stored);
    }
  });

  it('refuses a phone that is not a Uruguayan number in the words people type it, writing nothing', async () => {
    const before = await t.db.select().from(residents);
    for (const [phone, message] of [
      ['099 123 45', 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'],
      ['099-123-4567', 'Al teléfono celular le sobra un dígito: se escribe 09X XXX XXX.'],
      ['12345678', 'El teléfono no es un número de Uruguay: los fijos empiezan con 2 o 4 y los celulares con 09.'],
      ['+54 11 4321 5678', 'El teléfono debe ser de Uruguay: el prefijo internacional es +598.'],
    ]) {
      const res = await t.call(calls.create, {
        headers: asAdmin,
        body: person({ identity: ciFromBody(3_000_020), apartmentId: null, phone }),
      });
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toEqual({ ok: false, message });
    }
    expect(await t.db.select().from(residents)).toEqual(before);
  });

  it('refuses a repeated CI, a bad CI, e-mail or phone and a unit of another complejo, writing nothing', async () => {
    const before = {
      residents: await t.db.select().from(residents),
      links: await t.db.select().from(residentApartments),
    };
    const repeated = await t.call(calls.create, { headers: asAdmin, body: person({ apartmentId: null }) });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json()).toEqual({ ok: false, message: residentMessages.identityTaken });
    for (const [overrides, pattern] of [
      [{ identity: '12345678' }, /cédula/i],
      [{ identity: ciFromBody(3_000_001), email: 'no-es-correo' }, /correo/i],
      [{ identity: ciFromBody(3_000_001), phone: '123' }, /teléfono/i],
      [{ identity: ciFromBody(3_000_001), lastName: '' }, /apellido/i],
    ] as const) {
      const res = await t.call(calls.create, { headers: asAdmin, body: person(overrides) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(pattern);
    }
    const foreign = await t.call(calls.create, {
      headers: asAdmin,
      body: person({ identity: ciFromBody(3_000_001), apartmentId: a.foreignUnit }),
    });
    expect(foreign.json()).toEqual({ ok: false, message: 'El apartamento no existe o no es de ese complejo.' });
    expect(await t.db.select().from(residents)).toEqual(before.residents);
    expect(await t.db.select().from(residentApartments)).toEqual(before.links);
  });

  it('associates a unit once, lists it and deassociates it', async () => {
    const associated = await t.call(calls.associate, {
      headers: asAdmin,
      body: { residentId: id, apartmentId: a.secondUnit, relation: 'familiar' },
    });
    expect(associated.json().message).toBe('Apartamento asociado.');
    expect(associated.json().resident.apartments.map((unit: { number: string }) => unit.number)).toEqual([
      '601',
      '602',
    ]);
    const twice = await t.call(calls.associate, {
      headers: asAdmin,
      body: { residentId: id, apartmentId: a.secondUnit },
    });
    expect(twice.json()).toEqual({ ok: false, message: 'El residente ya está asociado a ese apartamento.' });
    const foreign = await t.call(calls.associate, {
      headers: asAdmin,
      body: { residentId: id, apartmentId: a.foreignUnit },
    });
    expect(foreign.statusCode).toBe(400);
    const listed = await t.call(calls.apartments, { headers: asAdmin, body: { residentId: id } });
    expect(listed.json().apartments).toEqual([
      { id: a.unit, number: '601', tower: 'Torre B', relation: 'inquilino' },
      { id: a.secondUnit, number: '602', tower: 'Torre B', relation: 'familiar' },
    ]);
    const gone = await t.call(calls.deassociate, { headers: asAdmin, body: { residentId: id, apartmentId: a.unit } });
    expect(gone.json().resident.apartments.map((unit: { id: number }) => unit.id)).toEqual([a.secondUnit]);
    const again = await t.call(calls.deassociate, { headers: asAdmin, body: { residentId: id, apartmentId: a.unit } });
    expect(again.json()).toEqual({ ok: false, message: 'El residente no está asociado a ese apartamento.' });
    const links = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'resident_apartments'), like(auditLog.entityId, `${id}-%`)));
    expect(links.map((entry) => entry.action).sort()).toEqual(['associate', 'associate', 'deassociate']);
  });

  it('lists each resident as the single-resident calls show it: units by tower, then number as read', async () => {
    const [towerA] = await t.db.select().from(towers).where(eq(towers.name, 'Torre A'));
    const inA = await t.db.select().from(apartments).where(eq(apartments.towerId, towerA!.id));
    const [unit102, unit601] = ['102', '601'].map((number) => inA.find((unit) => unit.number === number)!.id);
    const withUnits = await t.call(calls.create, {
      headers: asAdmin,
      body: person({ identity: ciFromBody(3_100_003), lastName: 'Zubiría', apartmentId: a.unit }),
    });
    const residentId = withUnits.json().resident.id as number;
    for (const apartmentId of [unit601, unit102]) {
      await t.call(calls.associate, { headers: asAdmin, body: { residentId, apartmentId, relation: 'propietario' } });
    }
    const alone = await t.call(calls.create, {
      headers: asAdmin,
      body: person({ identity: ciFromBody(3_100_004), lastName: 'Zubiría', name: 'Ana', apartmentId: null }),
    });
    const single = await t.call(calls.apartments, { headers: asAdmin, body: { residentId } });
    expect(single.json().apartments).toEqual([
      { id: unit102, number: '102', tower: 'Torre A', relation: 'propietario' },
      { id: unit601, number: '601', tower: 'Torre A', relation: 'propietario' },
      { id: a.unit, number: '601', tower: 'Torre B', relation: 'inquilino' },
    ]);

    const listed = (await t.call(calls.findAll, { headers: asAdmin, params: { id: a.building } })).json().residents;
    const mine = listed.filter((resident: { lastName: string }) => resident.lastName === 'Zubiría');
    expect(mine).toEqual([
      { ...alone.json().resident, apartments: [] },
      { ...withUnits.json().resident, apartments: single.json().apartments },
    ]);
    expect(listed.map((resident: { id: number }) => resident.id).slice(-2)).toEqual([
      alone.json().resident.id,
      residentId,
    ]);
  });

  it('changes the status, refusing a change to the same status', async () => {
    const off = await t.call(calls.status, { headers: asAdmin, body: { id, status: 'inactivo' } });
    expect(off.json()).toMatchObject({ ok: true, resident: { id, status: 'inactivo' } });
    const again = await t.call(calls.status, { headers: asAdmin, body: { id, status: 'inactivo' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El registro ya está en estado «Inactivo».');
    const bad = await t.call(calls.status, { headers: asAdmin, body: { id, status: 'borrado' } });
    expect(bad.statusCode).toBe(400);
  });

  it('lets a deactivated resident be registered again with the same CI, and reactivated only with no active twin', async () => {
    // Issue #15: a resident with a wrong datum is corrected by deactivating and creating again (SPEC has no update).
    const again = await t.call(calls.create, { headers: asAdmin, body: person({ name: 'Rosario María' }) });
    expect(again.json()).toMatchObject({ ok: true, resident: { name: 'Rosario María', status: 'activo' } });
    const twin = again.json().resident.id as number;
    const refused = await t.call(calls.status, { headers: asAdmin, body: { id, status: 'activo' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(residentMessages.identityTakenOnReactivate);
    await t.call(calls.status, { headers: asAdmin, body: { id: twin, status: 'inactivo' } });
    const back = await t.call(calls.status, { headers: asAdmin, body: { id, status: 'activo' } });
    expect(back.json()).toMatchObject({ ok: true, resident: { id, status: 'activo' } });
  });

  it('ends the unit links of a resident it deactivates, each in the audit trail, and reactivates them without units', async () => {
    const created = await t.call(calls.create, {
      headers: asAdmin,
      body: person({ identity: ciFromBody(3_000_101), apartmentId: a.unit }),
    });
    const leaving = created.json().resident.id as number;
    await t.call(calls.associate, { headers: asAdmin, body: { residentId: leaving, apartmentId: a.secondUnit } });
    const off = await t.call(calls.status, { headers: asAdmin, body: { id: leaving, status: 'inactivo' } });
    expect(off.json()).toMatchObject({
      ok: true,
      message: 'Residente desactivado y desasociado de sus 2 apartamentos.',
      resident: { id: leaving, status: 'inactivo', apartments: [] },
    });
    expect(await t.db.select().from(residentApartments).where(eq(residentApartments.residentId, leaving))).toEqual([]);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'resident_apartments'), eq(auditLog.action, 'deassociate')));
    expect(trail.map((entry) => entry.entityId)).toEqual(
      expect.arrayContaining([`${leaving}-${a.unit}`, `${leaving}-${a.secondUnit}`]),
    );
    const back = await t.call(calls.status, { headers: asAdmin, body: { id: leaving, status: 'activo' } });
    expect(back.json()).toMatchObject({ ok: true, message: 'Estado actualizado.', resident: { apartments: [] } });
    const alone = await t.call(calls.status, { headers: asAdmin, body: { id: leaving, status: 'inactivo' } });
    expect(alone.json().message).toBe('Residente desactivado.');
  });

  it('corrects an active resident’s e-mail and phone in place, in the audit trail; the CI and the name stay', async () => {
    const created = await t.call(calls.create, {
      headers: asAdmin,
      body: person({ identity: ciFromBody(3_000_202), apartmentId: null }),
    });
    const resident = created.json().resident as { id: number; identity: string };
    const res = await t.call(calls.contact, {
      headers: asAdmin,
      body: { id: resident.id, email: 'Rosario.A@Gmail.com', phone: '2487 1234', name: 'Otro', identity: '11111111' },
    });
    expect(res.json()).toMatchObject({
      ok: true,
      message: residentMessages.contactCorrected,
      resident: {
        id: resident.id,
        name: 'Rosario',
        identity: resident.identity,
        email: 'rosario.a@gmail.com',
        phone: '24871234',
      },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'residents'), eq(auditLog.action, 'update'), eq(auditLog.entityId, `${resident.id}`)),
      );
    expect(entry?.changes).toEqual({ email: 'rosario.a@gmail.com', phone: '24871234' });

    const cleared = await t.call(calls.contact, { headers: asAdmin, body: { id: resident.id, email: '', phone: '' } });
    expect(cleared.json()).toMatchObject({ ok: true, resident: { email: '', phone: '' } });

    for (const [body, message] of [
      [{ id: resident.id, email: 'no-es-correo', phone: '' }, 'nombre@dominio.com'],
      [{ id: resident.id, email: '', phone: '099 123 45' }, 'le falta un dígito'],
      [{ id: resident.id, email: '', phone: '12345678' }, 'no es un número de Uruguay'],
      // Left out is not cleared: a client that forgets a field must not wipe it.
      [{ id: resident.id, phone: '' }, 'Indique el correo electrónico, o vacío si no tiene.'],
    ] as const) {
      const bad = await t.call(calls.contact, { headers: asAdmin, body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ ok: false, message: expect.stringContaining(message) });
    }
    const unchanged = await t.call(calls.apartments, { headers: asAdmin, body: { residentId: resident.id } });
    expect(unchanged.json().ok).toBe(true);
    const missing = await t.call(calls.contact, { headers: asAdmin, body: { id: 999_999, email: '', phone: '' } });
    expect(missing.json()).toMatchObject({ ok: false, message: residentMessages.notFound });

    await t.call(calls.status, { headers: asAdmin, body: { id: resident.id, status: 'inactivo' } });
    const inactive = await t.call(calls.contact, {
      headers: asAdmin,
      body: { id: resident.id, email: 'x@y.com', phone: '' },
    });
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(residentMessages.contactOfInactive);
  });

  it('refuses a profile without the Complejo module', async () => {
    const res = await t.call(calls.findAll, { headers: await t.headersOf(desk), params: { id: a.building } });
    expect(res.statusCode).toBe(403);
  });

  it('lets an administrator of company B neither read nor change company A’s residents', async () => {
    const asB = await t.headersOf(adminB);
    const snapshot = async () => ({
      residents: await t.db.select().from(residents).where(eq(residents.buildingId, a.building)),
      links: await t.db.select().from(residentApartments).where(eq(residentApartments.buildingId, a.building)),
    });
    const before = await snapshot();
    const target = before.residents[0]!;
    for (const res of [
      await t.call(calls.findAll, { headers: asB, params: { id: a.building } }),
      await t.call(calls.create, { headers: asB, body: person({ identity: ciFromBody(3_000_002) }) }),
      await t.call(calls.apartments, { headers: asB, body: { residentId: target.id } }),
      await t.call(calls.associate, { headers: asB, body: { residentId: target.id, apartmentId: a.secondUnit } }),
      await t.call(calls.deassociate, { headers: asB, body: { residentId: target.id, apartmentId: a.unit } }),
      await t.call(calls.status, { headers: asB, body: { id: target.id, status: 'inactivo' } }),
      await t.call(calls.contact, { headers: asB, body: { id: target.id, email: 'x@y.com', phone: '' } }),
    ]) {
      expect([403, 404]).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain(target.lastName);
    }
    expect(await snapshot()).toEqual(before);
  });
});
