import { addDays, ciFromBody, contract, montevideoToday, personnelMessages, refusals } from '@horizontal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { auditLog, buildings, licenses, licenseTypes, personnel, personnelTypes, timeRecords } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.personnel;
const text = personnelMessages;
const [, admin, adminB, desk] = demoLogins;
const today = montevideoToday();
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string>; desk: Record<string, string> };
let parque: number;
let porteroType: number;

type PersonOut = { id: number; name: string; lastName: string; identity: string; phone: string; status: string };

/** A person the form would send: valid, with a CI of its own. */
const newPerson = (body: number, extra: Record<string, unknown> = {}) => ({
  buildingId: parque,
  personnelTypeId: porteroType,
  name: 'Martina',
  lastName: `Olivera ${body}`,
  identity: ciFromBody(body),
  phone: '',
  email: '',
  workdayStart: '08:00',
  workdayEnd: '16:00',
  workdays: 'LMXJV',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  porteroType = (await t.db.select().from(personnelTypes).orderBy(asc(personnelTypes.id)))[0]!.id;
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!), desk: await t.headersOf(desk!) };
});
afterAll(() => t.close());

describe('the staff of a complejo', () => {
  it('lists the complejo’s staff by last name, with their type, times as hh:mm and a blank contact as empty', async () => {
    const answer = await t.call(calls.findAll, { headers: as.admin, params: { id: parque } });
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().personnelList as (PersonOut & {
      workdayStart: string | null;
      personnelType: string;
    })[];
    const stored = await t.db.select().from(personnel).where(eq(personnel.buildingId, parque));
    expect(listed.map((person) => person.id).sort()).toEqual(stored.map((person) => person.id).sort());
    const lastNames = listed.map((person) => person.lastName);
    expect(lastNames).toEqual([...lastNames].sort((a, b) => a.localeCompare(b, 'en')));
    expect(listed.every((person) => person.personnelType)).toBe(true);
    expect(listed.every((person) => person.workdayStart === null || /^\d\d:\d\d$/.test(person.workdayStart))).toBe(
      true,
    );
  });

  it('answers another administradora’s complejo as not found, and reads nothing of it', async () => {
    const answer = await t.call(calls.findAll, { headers: as.adminB, params: { id: parque } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ ok: false });
    expect(answer.json().personnelList).toBeUndefined();
  });

  it('adds a person, refuses the same CI twice in the complejo, and an unknown type of work', async () => {
    const created = await t.call(calls.create, { headers: as.admin, body: newPerson(4_812_301) });
    expect(created.json()).toMatchObject({ ok: true, message: text.created });
    const person = created.json().personnel as PersonOut;
    expect(person).toMatchObject({ status: 'activo', identity: ciFromBody(4_812_301), phone: '' });

    const again = await t.call(calls.create, { headers: as.admin, body: newPerson(4_812_301, { name: 'Otra' }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ok: false, message: text.identityTaken });

    const unknown = await t.call(calls.create, {
      headers: as.admin,
      body: newPerson(4_812_302, { personnelTypeId: 999_999 }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ ok: false, message: text.unknownType });
    const stored = await t.db
      .select()
      .from(personnel)
      .where(eq(personnel.identity, ciFromBody(4_812_302)));
    expect(stored).toEqual([]);
  });

  it('refuses a bad CI or a workday that ends before it starts with the field’s message, writing nothing', async () => {
    const badCi = await t.call(calls.create, {
      headers: as.admin,
      body: newPerson(4_812_303, { identity: '12345678' }),
    });
    expect(badCi.statusCode).toBe(400);
    expect(badCi.json().ok).toBe(false);
    const backwards = await t.call(calls.create, {
      headers: as.admin,
      body: newPerson(4_812_304, { workdayStart: '16:00', workdayEnd: '08:00' }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('La jornada debe terminar después de empezar.');
    const stored = await t.db
      .select()
      .from(personnel)
      .where(eq(personnel.identity, ciFromBody(4_812_304)));
    expect(stored).toEqual([]);
  });

  it('changes a person’s data, their clock-ins follow the new name, and another’s CI is refused', async () => {
    const [withRecords] = await t.db
      .select({ personnelId: timeRecords.personnelId })
      .from(timeRecords)
      .where(eq(timeRecords.buildingId, parque))
      .limit(1);
    const id = withRecords!.personnelId;
    const [current] = await t.db.select().from(personnel).where(eq(personnel.id, id));
    const body = {
      id,
      personnelTypeId: current!.personnelTypeId ?? porteroType,
      name: 'Renombrada',
      lastName: current!.lastName,
      identity: current!.identity,
      phone: '099123456'.slice(1),
      email: '',
      workdayStart: '07:00',
      workdayEnd: '15:00',
      workdays: 'LMXJVS',
    };
    const updated = await t.call(calls.update, { headers: as.admin, body });
    expect(updated.json()).toMatchObject({
      ok: true,
      message: text.updated,
      personnel: { name: 'Renombrada', phone: '99123456', workdays: 'LMXJVS', workdayStart: '07:00' },
    });
    const records = await t.call(calls.records, {
      headers: as.admin,
      body: { buildingId: parque, personnelId: id, from: addDays(today, -30), to: today },
    });
    const named = records.json().records as { personnel: string }[];
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((record) => record.personnel === `Renombrada ${current!.lastName}`)).toBe(true);

    const [other] = await t.db
      .select()
      .from(personnel)
      .where(and(eq(personnel.buildingId, parque)))
      .orderBy(asc(personnel.id));
    const otherId = other!.id === id ? undefined : other!.identity;
    if (otherId) {
      const taken = await t.call(calls.update, { headers: as.admin, body: { ...body, identity: otherId } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(text.identityTaken);
    }
  });

  it('moves a person between activo and inactivo, never to desvinculado by status, and refuses another company', async () => {
    const created = (await t.call(calls.create, { headers: as.admin, body: newPerson(4_812_305) })).json()
      .personnel as PersonOut;
    const inactive = await t.call(calls.status, { headers: as.admin, body: { id: created.id, status: 'inactivo' } });
    expect(inactive.json()).toMatchObject({ ok: true, message: text.status, personnel: { status: 'inactivo' } });
    const unlinked = await t.call(calls.status, {
      headers: as.admin,
      body: { id: created.id, status: 'desvinculado' },
    });
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().message).toBe(text.unlinkByRecord);
    const foreign = await t.call(calls.status, { headers: as.adminB, body: { id: created.id, status: 'activo' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(text.notFound);
    const [stored] = await t.db.select().from(personnel).where(eq(personnel.id, created.id));
    expect(stored!.status).toBe('inactivo');
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'personnel'), eq(auditLog.entityId, String(created.id))));
    expect(trail.map((entry) => entry.action)).toEqual(['create', 'status']);
  });
});

describe('the kinds of leave a complejo grants', () => {
  it('lists, creates, refuses a repeated name, deletes an unused one and keeps one in use', async () => {
    const name = 'Licencia por donación de sangre';
    const created = await t.call(calls.createLicenseType, {
      headers: as.admin,
      body: { buildingId: parque, name, maxDays: 1, paid: true },
    });
    expect(created.json()).toMatchObject({ ok: true, message: text.licenseTypeCreated, licenseType: { name } });
    const again = await t.call(calls.createLicenseType, {
      headers: as.admin,
      body: { buildingId: parque, name, maxDays: 1, paid: true },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(text.licenseTypeTaken(name));

    const listed = (await t.call(calls.findLicenseTypes, { headers: as.admin, params: { id: parque } })).json()
      .licenseTypeList as { id: number; name: string }[];
    expect(listed.some((type) => type.name === name)).toBe(true);

    const [inUse] = await t.db
      .select({ id: licenses.licenseTypeId })
      .from(licenses)
      .where(eq(licenses.buildingId, parque))
      .limit(1);
    const refused = await t.call(calls.deleteLicenseType, { headers: as.admin, body: { id: inUse!.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(text.licenseTypeInUse);

    const foreign = await t.call(calls.deleteLicenseType, {
      headers: as.adminB,
      body: { id: created.json().licenseType.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(text.licenseTypeNotFound);

    const deleted = await t.call(calls.deleteLicenseType, {
      headers: as.admin,
      body: { id: created.json().licenseType.id },
    });
    expect(deleted.json()).toEqual({ ok: true, message: text.licenseTypeDeleted });
    expect(await t.db.select().from(licenseTypes).where(eq(licenseTypes.name, name))).toEqual([]);
  });
});

describe('clock-ins', () => {
  it('reads a range of one person or of everyone, by day; today’s open entry has no exit yet', async () => {
    const from = addDays(today, -6);
    const all = (
      await t.call(calls.records, {
        headers: as.admin,
        body: { buildingId: parque, personnelId: null, from, to: today },
      })
    ).json().records as { personnelId: number; date: string; entryTime: string; exitTime: string | null }[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((record) => record.date >= from && record.date <= today)).toBe(true);
    const days = all.map((record) => record.date);
    expect(days).toEqual([...days].sort());
    const stored = await t.db.select().from(timeRecords).where(eq(timeRecords.buildingId, parque));
    expect(all).toHaveLength(stored.filter((record) => record.date >= from && record.date <= today).length);
    expect(all.filter((record) => record.date === today).every((record) => record.exitTime === null)).toBe(true);

    const one = all[0]!.personnelId;
    const hers = (
      await t.call(calls.records, {
        headers: as.admin,
        body: { buildingId: parque, personnelId: one, from, to: today },
      })
    ).json().records as { personnelId: number }[];
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((record) => record.personnelId === one)).toBe(true);
  });

  it('refuses a range that ends before it starts, and another administradora’s complejo', async () => {
    const backwards = await t.call(calls.records, {
      headers: as.admin,
      body: { buildingId: parque, personnelId: null, from: today, to: addDays(today, -1) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().ok).toBe(false);
    const foreign = await t.call(calls.records, {
      headers: as.adminB,
      body: { buildingId: parque, personnelId: null, from: addDays(today, -6), to: today },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().records).toBeUndefined();
  });
});

describe('profiles', () => {
  it('lets a list-only profile read the staff and refuses it a new person; portería has no Personal', async () => {
    const companyId = (await t.db.select().from(buildings).where(eq(buildings.id, parque)))[0]!.companyId;
    const roleId = await createProfile(t, companyId, 'Solo lectura de personal', ['/personal'], ['personal/listado']);
    const reader = await createStaff(t, companyId, 'lectora.personal', roleId, [parque]);
    const read = await t.call(calls.findAll, { headers: reader.headers, params: { id: parque } });
    expect(read.json().ok).toBe(true);
    const write = await t.call(calls.create, { headers: reader.headers, body: newPerson(4_812_306) });
    expect(write.statusCode).toBe(403);
    expect(write.json().ok).toBe(false);
    const deskRead = await t.call(calls.findAll, { headers: as.desk, params: { id: parque } });
    expect(deskRead.statusCode).toBe(403);
    expect(deskRead.json().message).not.toBe(refusals.unexpected);
  });
});
