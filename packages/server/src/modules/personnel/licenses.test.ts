import {
  ciFromBody,
  contract,
  leaveBeyondBalance,
  licenseMessages,
  montevideoToday,
  NOTIFICATION_TYPE_ID,
} from '@horizontal/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, licenses, licenseTypes, notifications, personnelTypes } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const calls = contract.licenses;
const text = licenseMessages;
const [, admin, adminB] = demoLogins;
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string> };
let parque: number;
let playa: number;
/** Another complejo of Parque Batlle's administradora. */
let sibling: number;
let body = 5_311_200;

type LicenseOut = { id: number; personnelId: number; status: string; days: number; licenseType: string };
type BalanceOut = { personnelId: number; hiredOn: string | null; year: number; earned: number; remaining: number };

/** A new person of the complejo's staff, hired (first contract) on `hiredOn`, or without a contract. */
const hire = async (hiredOn: string | null, buildingId = parque) => {
  const [type] = await t.db.select().from(personnelTypes).orderBy(asc(personnelTypes.id)).limit(1);
  body += 1;
  const person = (
    await t.call(contract.personnel.create, {
      headers: as.admin,
      body: {
        buildingId,
        personnelTypeId: type!.id,
        name: 'Valentina',
        lastName: `Ferreira ${body}`,
        identity: ciFromBody(body),
      },
    })
  ).json().personnel as { id: number };
  if (hiredOn !== null) {
    const hired = await t.call(contract.contracts.create, {
      headers: as.admin,
      body: { buildingId, personnelId: person.id, startDate: hiredOn, monthlySalary: 3_900_000 },
    });
    expect(hired.json().ok).toBe(true);
  }
  return person.id;
};

const typeNamed = async (buildingId: number, name: string) =>
  (
    await t.db
      .select()
      .from(licenseTypes)
      .where(and(eq(licenseTypes.buildingId, buildingId), eq(licenseTypes.name, name)))
  )[0]!;

const request = (personnelId: number, licenseTypeId: number, startDate: string, endDate: string) =>
  t.call(calls.create, {
    headers: as.admin,
    body: { buildingId: parque, personnelId, licenseTypeId, startDate, endDate, notes: '' },
  });

const setStatus = (id: number, status: string) => t.call(calls.status, { headers: as.admin, body: { id, status } });

const balanceOf = async (personnelId: number) =>
  ((await t.call(calls.findAll, { headers: as.admin, params: { id: parque } })).json().balances as BalanceOut[]).find(
    (balance) => balance.personnelId === personnelId,
  );

beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  parque = await idOf('Complejo Parque Batlle');
  playa = await idOf('Residencial Playa Brava');
  const [parqueRow] = await t.db.select().from(buildings).where(eq(buildings.id, parque));
  sibling = (
    await t.db
      .select()
      .from(buildings)
      .where(and(eq(buildings.companyId, parqueRow!.companyId), ne(buildings.id, parque)))
  )[0]!.id;
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!) };
});
afterAll(() => t.close());

describe('the licenses of a complejo', () => {
  it('lists them, the pending ones apart, and each person’s annual leave; another administradora reads nothing', async () => {
    const answer = await t.call(calls.findAll, { headers: as.admin, params: { id: parque } });
    expect(answer.statusCode).toBe(200);
    const {
      licenses: listed,
      pending,
      balances,
    } = answer.json() as {
      licenses: LicenseOut[];
      pending: LicenseOut[];
      balances: BalanceOut[];
    };
    const stored = await t.db.select().from(licenses).where(eq(licenses.buildingId, parque));
    expect(listed.map((license) => license.id).sort()).toEqual(stored.map((license) => license.id).sort());
    expect(pending.map((license) => license.id).sort()).toEqual(
      stored
        .filter((license) => license.status === 'pendiente')
        .map((license) => license.id)
        .sort(),
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(balances.length).toBeGreaterThan(0);
    expect(balances.every((balance) => balance.year === Number(montevideoToday().slice(0, 4)) - 1)).toBe(true);
    expect(balances.every((balance) => balance.remaining >= 0 && balance.remaining <= balance.earned)).toBe(true);

    const foreign = await t.call(calls.findAll, { headers: as.adminB, params: { id: parque } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().licenses).toBeUndefined();
  });

  it('refuses a type of another complejo, more days than the type allows, overlapping dates and a person gone', async () => {
    const person = await hire('2024-03-01');
    const annual = await typeNamed(parque, 'Licencia anual');
    const study = await typeNamed(parque, 'Estudio');
    const foreignType = await typeNamed(playa, 'Licencia anual');

    // Playa Brava is another administradora's: its type does not exist for this one.
    const unreachable = await request(person, foreignType.id, '2026-05-04', '2026-05-05');
    expect(unreachable.json()).toMatchObject({ ok: false, message: text.licenseTypeNotFound });
    // A clerk of both complejos names a type of the other one.
    const [building] = await t.db.select().from(buildings).where(eq(buildings.id, parque));
    const roleId = await createProfile(t, building!.companyId, 'Pide licencias', ['/personal'], ['licencias/nuevo']);
    const clerk = await createStaff(t, building!.companyId, 'pide.licencias', roleId, [parque, sibling]);
    const othersType = await typeNamed(sibling, 'Licencia anual');
    const wrongType = await t.call(calls.create, {
      headers: clerk.headers,
      body: {
        buildingId: parque,
        personnelId: person,
        licenseTypeId: othersType.id,
        startDate: '2026-05-04',
        endDate: '2026-05-05',
      },
    });
    expect(wrongType.json()).toMatchObject({ ok: false, message: text.foreignLicenseType });

    const long = await request(person, study.id, '2026-05-04', '2026-05-10');
    expect(long.json()).toMatchObject({ ok: false, message: text.tooManyDays('Estudio', study.maxDays!, 7) });

    expect((await request(person, annual.id, '2026-05-04', '2026-05-08')).json().ok).toBe(true);
    const overlapping = await request(person, study.id, '2026-05-08', '2026-05-09');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ ok: false, message: text.overlapping });

    const backwards = await request(person, study.id, '2026-06-10', '2026-06-09');
    expect(backwards.statusCode).toBe(400);

    const gone = await hire('2024-03-01');
    expect(
      (
        await t.call(contract.unlinks.create, {
          headers: as.admin,
          body: { buildingId: parque, personnelId: gone, date: '2026-10-31', reason: 'renuncia' },
        })
      ).json().ok,
    ).toBe(true);
    const refused = await request(gone, annual.id, '2026-12-01', '2026-12-02');
    expect(refused.json()).toMatchObject({ ok: false, message: text.unlinkedPersonnel });
    const written = await t.db.select().from(licenses).where(eq(licenses.personnelId, gone));
    expect(written).toHaveLength(0);
  });

  it('tells a request (type 8) to the staff who may approve it, not to its writer', async () => {
    const [building] = await t.db.select().from(buildings).where(eq(buildings.id, parque));
    const roleId = await createProfile(
      t,
      building!.companyId,
      'Aprueba licencias',
      ['/personal'],
      ['licencias/listado'],
    );
    const approver = await createStaff(t, building!.companyId, 'aprueba.licencias', roleId, [parque]);
    const person = await hire('2023-01-02');
    const sick = await typeNamed(parque, 'Enfermedad');
    const created = await request(person, sick.id, '2026-08-03', '2026-08-04');
    expect(created.json()).toMatchObject({ ok: true, message: text.created, license: { status: 'pendiente' } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, approver.userId), eq(notifications.typeId, NOTIFICATION_TYPE_ID.license)));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('03/08/2026');
  });
});

describe('approving annual leave (Ley 12.590)', () => {
  it('spends the balance by counted days and refuses beyond it, naming what is left', async () => {
    // Hired 1/3/2024: the work of 2025 is a full year, 20 days, taken in 2026.
    const person = await hire('2024-03-01');
    const annual = await typeNamed(parque, 'Licencia anual');
    expect(await balanceOf(person)).toMatchObject({ hiredOn: '2024-03-01', earned: 20, taken: 0, remaining: 20 });

    // 2–13 February 2026: 12 days less Sunday 8 → 11 counted.
    const first = (await request(person, annual.id, '2026-02-02', '2026-02-13')).json().license as LicenseOut;
    expect(first.days).toBe(12);
    const approved = await setStatus(first.id, 'aprobada');
    expect(approved.json()).toMatchObject({ ok: true, license: { status: 'aprobada' } });
    expect(await balanceOf(person)).toMatchObject({ earned: 20, taken: 11, remaining: 9 });

    // 2–13 March: 11 counted again, 9 left.
    const second = (await request(person, annual.id, '2026-03-02', '2026-03-13')).json().license as LicenseOut;
    const refused = await setStatus(second.id, 'aprobada');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ok: false, message: leaveBeyondBalance(11, 9) });
    const [kept] = await t.db.select().from(licenses).where(eq(licenses.id, second.id));
    expect(kept!.status).toBe('pendiente');

    // Rejected, it frees the dates; a shorter one fits.
    expect((await setStatus(second.id, 'rechazada')).json().ok).toBe(true);
    const third = (await request(person, annual.id, '2026-03-02', '2026-03-06')).json().license as LicenseOut;
    expect((await setStatus(third.id, 'aprobada')).json().ok).toBe(true);
    expect(await balanceOf(person)).toMatchObject({ taken: 16, remaining: 4 });

    // Cancelling an approved leave gives its days back.
    expect((await setStatus(first.id, 'cancelada')).json().ok).toBe(true);
    expect(await balanceOf(person)).toMatchObject({ taken: 5, remaining: 15 });
  });

  it('approves other kinds of leave without the balance, and refuses annual leave without a hire date', async () => {
    const unhired = await hire(null);
    const annual = await typeNamed(parque, 'Licencia anual');
    const sick = await typeNamed(parque, 'Enfermedad');
    const leave = (await request(unhired, annual.id, '2026-04-13', '2026-04-14')).json().license as LicenseOut;
    const refused = await setStatus(leave.id, 'aprobada');
    expect(refused.json()).toMatchObject({ ok: false, message: text.noHireDate });
    const illness = (await request(unhired, sick.id, '2026-04-20', '2026-04-30')).json().license as LicenseOut;
    expect((await setStatus(illness.id, 'aprobada')).json()).toMatchObject({ ok: true });
  });

  it('refuses a transition the status does not allow, and another administradora’s license', async () => {
    const person = await hire('2024-03-01');
    const sick = await typeNamed(parque, 'Enfermedad');
    const leave = (await request(person, sick.id, '2026-09-07', '2026-09-08')).json().license as LicenseOut;
    expect((await setStatus(leave.id, 'rechazada')).json().ok).toBe(true);
    const again = await setStatus(leave.id, 'aprobada');
    expect(again.statusCode).toBe(409);
    const foreign = await t.call(calls.status, { headers: as.adminB, body: { id: leave.id, status: 'cancelada' } });
    expect(foreign.statusCode).toBe(404);
    const [kept] = await t.db.select().from(licenses).where(eq(licenses.id, leave.id));
    expect(kept!.status).toBe('rechazada');
  });
});
