import { type CallDefinition, contract, rutFromBase } from '@horizontal/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apartments,
  buildings,
  commonAreas,
  companies,
  employees,
  pantries,
  parkings,
  residentApartments,
  residents,
  roles,
  towers,
  turns,
  userBuildings,
  users,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #6, done when: an administrator of company B can neither read nor change anything of company A through
 * any call of this issue. Every call is tried with company A's ids while signed in as company B's administrator.
 */
const [, admin, adminB] = demoLogins;
let t: TestApp;
let asB: Record<string, string>;
const a = { company: 0, building: 0, tower: 0, user: 0, userEmail: admin.email };

const snapshotOfA = async () => {
  const buildingIds = (await t.db.select().from(buildings).where(eq(buildings.companyId, a.company))).map((b) => b.id);
  const userIds = (await t.db.select().from(users).where(eq(users.companyId, a.company))).map((u) => u.id);
  return {
    companies: await t.db.select().from(companies).where(eq(companies.id, a.company)),
    buildings: await t.db.select().from(buildings).where(eq(buildings.companyId, a.company)),
    towers: await t.db.select().from(towers).where(eq(towers.companyId, a.company)),
    apartments: await t.db.select().from(apartments).where(eq(apartments.companyId, a.company)),
    users: await t.db.select().from(users).where(inArray(users.id, userIds)),
    userBuildings: await t.db.select().from(userBuildings).where(inArray(userBuildings.buildingId, buildingIds)),
  };
};

beforeAll(async () => {
  t = await createTestApp();
  asB = await t.headersOf(adminB);
  a.company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;
  a.building = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  a.tower = (await t.db.select().from(towers).where(eq(towers.buildingId, a.building)))[0]!.id;
  a.user = (await t.db.select().from(users).where(eq(users.email, admin.email)))[0]!.id;
});
afterAll(() => t.close());

type Attempt = { call: CallDefinition; params?: Record<string, number>; body?: unknown };

const companyBody = () => ({
  name: 'Tomada S.A.',
  rut: rutFromBase('21222333001'),
  email: 'tomada@correo.com.uy',
  phone: '29998877',
  address: 'Calle Falsa 123',
});
const buildingBody = () => ({ companyId: a.company, name: 'Tomado', address: 'Calle Falsa 123', cityId: 1 });
const userBody = () => ({
  name: 'Intruso',
  identity: '19876547',
  email: 'intruso@correo.com.uy',
  phone: '99112233',
  roleId: 2,
  companyId: a.company,
  buildingIds: [a.building],
});

const attempts = (): Attempt[] => [
  { call: contract.companies.findAll },
  { call: contract.companies.create, body: companyBody() },
  { call: contract.companies.update, body: { id: a.company, ...companyBody() } },
  { call: contract.companies.delete, params: { id: a.company } },
  { call: contract.buildings.findAll, params: { id: a.company } },
  { call: contract.buildings.create, body: buildingBody() },
  { call: contract.buildings.update, body: { id: a.building, ...buildingBody() } },
  { call: contract.buildings.delete, params: { id: a.building } },
  { call: contract.towers.findAll, params: { id: a.building } },
  { call: contract.towers.create, body: { buildingId: a.building, name: 'Intrusa', floors: 6 } },
  { call: contract.towers.update, body: { id: a.tower, name: 'Intrusa', floors: 6 } },
  { call: contract.towers.delete, params: { id: a.tower } },
  { call: contract.users.findAll },
  { call: contract.users.create, body: userBody() },
  { call: contract.users.update, body: { id: a.user, ...userBody() } },
  { call: contract.users.status, body: { id: a.user, status: 'inactivo' } },
  { call: contract.users.temporaryPassword, body: { id: a.user } },
  { call: contract.general.apartments, params: { buildingId: a.building }, body: {} },
];

describe('an administrator of company B against company A', () => {
  it('is refused by every call of this issue that reads or changes company data', async () => {
    const before = await snapshotOfA();
    const list = attempts();
    for (const attempt of list) {
      const res = await t.call(attempt.call, { headers: asB, params: attempt.params, body: attempt.body });
      expect([403, 404], `${attempt.call.name} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain('Parque Batlle');
    }
    expect(list.map((attempt) => attempt.call.name).sort()).toEqual(
      [
        ...Object.values(contract.companies),
        ...Object.values(contract.buildings),
        ...Object.values(contract.towers),
        ...Object.values(contract.users),
        contract.general.apartments,
      ]
        .map((call) => call.name)
        .sort(),
    );
    expect(await snapshotOfA()).toEqual(before);
  });

  it('changes only their own profile through /auth/user, whatever ids the body carries', async () => {
    const before = await snapshotOfA();
    const res = await t.call(contract.auth.user, {
      headers: asB,
      body: { id: a.user, userId: a.user, companyId: a.company, name: 'Carolina P.', phone: '94555123' },
    });
    expect(res.json().user).toMatchObject({ name: 'Carolina P.', email: adminB.email });
    expect(await snapshotOfA()).toEqual(before);
  });

  it('gets only their own session data, buildings and notifications from /auth/data', async () => {
    const res = await t.call(contract.auth.data, { headers: asB, body: {} });
    const { user } = res.json();
    expect(user.company.name).toBe('Gestión Costa Este S.R.L.');
    expect(user.buildings.map((b: { name: string }) => b.name)).toEqual(['Residencial Playa Brava']);
    expect(user.notifications).toEqual([]);
  });

  it('gets an upload folder of their own company, never company A’s', async () => {
    const res = await t.call(contract.general.getSignedUrl, {
      headers: asB,
      body: { fileName: 'a.pdf', contentType: 'application/pdf', size: 10, folder: 'documentos' },
    });
    expect(res.json()).toMatchObject({ ok: true, key: expect.stringMatching(/^c\d+\/documentos\//) });
    expect(res.json().key).not.toMatch(new RegExp(`^c${a.company}/`));
  });
});

/**
 * Issue #8, done when: the same administrator of company B can neither read nor change company A's profiles,
 * employees, residents, units, despensas, estacionamientos or common areas, through any call of the issue.
 */
describe('an administrator of company B against company A’s complejo data', () => {
  const ids = { role: 0, employee: 0, resident: 0, apartment: 0, area: 0 };
  const unitBody = () => ({ buildingId: a.building, number: '999', floor: 1 });
  const spaceBody = () => ({ buildingId: a.building, number: 'Z-1', apartmentId: ids.apartment });
  const areaBody = () => ({
    buildingId: a.building,
    name: 'Tomada',
    turns: [{ name: 'Todo el día', startTime: '08:00', endTime: '20:00' }],
  });
  const workerBody = () => ({ ...userBody(), roleId: ids.role });

  const snapshotOfComplejo = async () => {
    const tables = [
      roles,
      employees,
      residents,
      residentApartments,
      apartments,
      pantries,
      parkings,
      commonAreas,
      turns,
    ];
    return Promise.all(tables.map((table) => t.db.select().from(table)));
  };

  beforeAll(async () => {
    ids.role = (await t.db.select().from(roles).where(eq(roles.companyId, a.company)))[0]!.id;
    ids.employee = (await t.db.select().from(employees).where(eq(employees.companyId, a.company)))[0]!.id;
    ids.resident = (await t.db.select().from(residents).where(eq(residents.buildingId, a.building)))[0]!.id;
    ids.apartment = (await t.db.select().from(apartments).where(eq(apartments.buildingId, a.building)))[0]!.id;
    ids.area = (await t.db.select().from(commonAreas).where(eq(commonAreas.buildingId, a.building)))[0]!.id;
    const tenant = { companyId: a.company, buildingId: a.building };
    await t.db.insert(pantries).values({ ...tenant, number: 'D-1', apartmentId: ids.apartment });
    await t.db.insert(parkings).values({ ...tenant, number: 'E-1', apartmentId: ids.apartment });
  });

  it('is refused by every call of this issue', async () => {
    const [pantry] = await t.db.select().from(pantries);
    const [parking] = await t.db.select().from(parkings);
    const list: Attempt[] = [
      { call: contract.roles.findAll, params: { id: a.company } },
      { call: contract.roles.create, body: { companyId: a.company, name: 'X', description: 'X', moduleIds: [1] } },
      { call: contract.roles.update, body: { id: ids.role, name: 'X', description: 'X', moduleIds: [1] } },
      { call: contract.employees.findAll, params: { id: a.company } },
      { call: contract.employees.create, body: workerBody() },
      { call: contract.employees.update, body: { id: ids.employee, ...workerBody() } },
      { call: contract.employees.status, body: { id: ids.employee, status: 'inactivo' } },
      { call: contract.residents.findAll, params: { id: a.building } },
      {
        call: contract.residents.create,
        body: { buildingId: a.building, name: 'X', lastName: 'Y', identity: '19876547' },
      },
      { call: contract.residents.apartments, body: { residentId: ids.resident } },
      { call: contract.residents.associate, body: { residentId: ids.resident, apartmentId: ids.apartment } },
      { call: contract.residents.deassociate, body: { residentId: ids.resident, apartmentId: ids.apartment } },
      { call: contract.residents.status, body: { id: ids.resident, status: 'inactivo' } },
      { call: contract.residents.contact, body: { id: ids.resident, email: 'x@y.com', phone: '099123456' } },
      { call: contract.apartments.findAll, params: { id: a.building } },
      { call: contract.apartments.create, body: unitBody() },
      { call: contract.apartments.update, body: { id: ids.apartment, ...unitBody() } },
      { call: contract.apartments.remove, params: { id: ids.apartment } },
      { call: contract.apartments.summary, params: { id: a.building } },
      { call: contract.pantries.findAll, params: { id: a.building } },
      { call: contract.pantries.create, body: spaceBody() },
      { call: contract.pantries.update, body: { id: pantry!.id, ...spaceBody() } },
      { call: contract.pantries.remove, params: { id: pantry!.id } },
      { call: contract.parkings.findAll, params: { id: a.building } },
      { call: contract.parkings.create, body: spaceBody() },
      { call: contract.parkings.update, body: { id: parking!.id, ...spaceBody() } },
      { call: contract.parkings.remove, params: { id: parking!.id } },
      { call: contract.commonAreas.findAll, params: { id: a.building } },
      { call: contract.commonAreas.create, body: areaBody() },
      { call: contract.commonAreas.update, body: { id: ids.area, ...areaBody() } },
      { call: contract.commonAreas.delete, params: { id: ids.area } },
      // Beside the spec (issue #30): the history of A's resident, which B's administrator may read the list of.
      { call: contract.history.record, body: { entity: 'residents', id: ids.resident } },
    ];
    const before = await snapshotOfComplejo();
    for (const attempt of list) {
      const res = await t.call(attempt.call, { headers: asB, params: attempt.params, body: attempt.body });
      expect([403, 404], `${attempt.call.name} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expect(res.json().ok).toBe(false);
      expect(res.body).not.toContain('Parque Batlle');
    }
    expect(list.map((attempt) => attempt.call.name).sort()).toEqual(
      [
        contract.roles,
        contract.employees,
        contract.residents,
        contract.apartments,
        contract.pantries,
        contract.parkings,
        contract.commonAreas,
        contract.history,
      ]
        .flatMap((group) => Object.values(group).map((call) => call.name))
        .sort(),
    );
    expect(await snapshotOfComplejo()).toEqual(before);
  });
});
