import { addDays, ciFromBody, contract, montevideoToday, personnelMessages } from '@horizontal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, personnelTypes, timeRecords } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.personnel;
const text = personnelMessages;
const [, admin, adminB] = demoLogins;
const today = montevideoToday();
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string> };
let parque: number;
let body = 5_412_300;

type RecordOut = { id: number; personnelId: number; date: string; entryTime: string; exitTime: string | null };

const hire = async () => {
  const [type] = await t.db.select().from(personnelTypes).orderBy(asc(personnelTypes.id)).limit(1);
  body += 1;
  const answer = await t.call(calls.create, {
    headers: as.admin,
    body: {
      buildingId: parque,
      personnelTypeId: type!.id,
      name: 'Facundo',
      lastName: `Pereira ${body}`,
      identity: ciFromBody(body),
      workdayStart: '08:00',
      workdayEnd: '16:00',
    },
  });
  return (answer.json().personnel as { id: number }).id;
};

const clockIn = (personnelId: number, date: string, entryTime: string, exitTime: string | null, headers = as.admin) =>
  t.call(calls.recordTime, {
    headers,
    body: { buildingId: parque, personnelId, date, entryTime, exitTime, notes: '' },
  });

const recordsOf = async (personnelId: number, from: string, to: string) =>
  (await t.call(calls.records, { headers: as.admin, body: { buildingId: parque, personnelId, from, to } })).json()
    .records as RecordOut[];

beforeAll(async () => {
  t = await createTestApp();
  parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!) };
});
afterAll(() => t.close());

describe('writing clock-ins', () => {
  it('records a week, one exit missing, and reads it back as written', async () => {
    const person = await hire();
    const start = addDays(today, -14);
    for (let day = 0; day < 5; day += 1) {
      const answer = await clockIn(person, addDays(start, day), '08:00', day === 2 ? null : '16:30');
      expect(answer.json()).toMatchObject({ ok: true, message: text.recordCreated });
    }
    const week = await recordsOf(person, start, addDays(start, 6));
    expect(week.map((record) => [record.date, record.entryTime, record.exitTime])).toEqual(
      [0, 1, 2, 3, 4].map((day) => [addDays(start, day), '08:00', day === 2 ? null : '16:30']),
    );

    // The open day takes no other record until its exit is written; then the exit is stored.
    const open = week[2]!;
    const blocked = await clockIn(person, open.date, '17:00', '18:00');
    expect(blocked.json()).toMatchObject({ ok: false, message: text.openRecord });
    const closed = await t.call(calls.updateRecord, {
      headers: as.admin,
      body: { id: open.id, entryTime: '08:00', exitTime: '15:45', notes: 'Salida anotada por la administración' },
    });
    expect(closed.json()).toMatchObject({ ok: true, message: text.recordUpdated, record: { exitTime: '15:45' } });
    expect((await clockIn(person, open.date, '17:00', '18:00')).json().ok).toBe(true);
  });

  it('refuses overlapping times, an exit before the entry, a future day, and a person not active', async () => {
    const person = await hire();
    const day = addDays(today, -3);
    expect((await clockIn(person, day, '08:00', '12:00')).json().ok).toBe(true);
    const overlapping = await clockIn(person, day, '11:00', '13:00');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ ok: false, message: text.recordOverlaps });

    const backwards = await clockIn(person, day, '14:00', '13:00');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('La salida debe ser posterior a la entrada.');

    const future = await clockIn(person, addDays(today, 1), '08:00', null);
    expect(future.json()).toMatchObject({ ok: false, message: text.futureRecord });

    await t.call(calls.status, { headers: as.admin, body: { id: person, status: 'inactivo' } });
    const inactive = await clockIn(person, day, '14:00', '15:00');
    expect(inactive.json()).toMatchObject({ ok: false, message: text.recordOfInactive });

    const stored = await t.db.select().from(timeRecords).where(eq(timeRecords.personnelId, person));
    expect(stored).toHaveLength(1);
  });

  it('keeps another administradora out of the records, reading and writing', async () => {
    const person = await hire();
    const created = (await clockIn(person, today, '07:30', null)).json().record as RecordOut;
    const write = await clockIn(person, today, '18:00', '19:00', as.adminB);
    expect(write.statusCode).toBe(404);
    const change = await t.call(calls.updateRecord, {
      headers: as.adminB,
      body: { id: created.id, entryTime: '07:30', exitTime: '15:30' },
    });
    expect(change.statusCode).toBe(404);
    expect(change.json()).toMatchObject({ ok: false, message: text.recordNotFound });
    const [kept] = await t.db.select().from(timeRecords).where(eq(timeRecords.id, created.id));
    expect(kept!.exitTime).toBeNull();
  });
});
