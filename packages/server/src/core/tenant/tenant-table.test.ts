import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, buildings, companies, towers, userBuildings, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';
import { anonymousScope, masterScope, type Scope, scopeFor } from './scope';
import { createTenantTable, OutOfScope } from './tenant-table';

let t: TestApp;
let scopeA: Scope;
let scopeB: Scope;
let towerA: number;
let buildingA: { id: number; companyId: number };
let buildingB: { id: number; companyId: number };
let table: ReturnType<typeof createTenantTable<typeof towers>>;

const scopeOfUser = async (email: string) => {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const assigned = await t.db.select().from(userBuildings).where(eq(userBuildings.userId, user!.id));
  return scopeFor(
    user!,
    { name: 'administrador', companyId: null },
    assigned.map((row) => row.buildingId),
    '10.0.0.1',
  );
};

beforeAll(async () => {
  t = await createTestApp();
  table = createTenantTable(t.db, towers, { company: 'companyId', building: 'buildingId' });
  scopeA = await scopeOfUser(demoLogins[1].email);
  scopeB = await scopeOfUser(demoLogins[2].email);
  buildingA = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!;
  buildingB = (await t.db.select().from(buildings).where(eq(buildings.name, 'Residencial Playa Brava')))[0]!;
  const [tower] = await t.db.select().from(towers).where(eq(towers.buildingId, buildingA.id));
  towerA = tower!.id;
});
afterAll(() => t.close());

const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe('the tenant scope', () => {
  it('lets an administrator see the towers of their complejo only', async () => {
    const ofA = await table.list(scopeA);
    const ofB = await table.list(scopeB);
    expect(ofA.length).toBeGreaterThan(0);
    expect(ofA.every((row) => row.buildingId === buildingA.id)).toBe(true);
    expect(ofB.every((row) => row.buildingId === buildingB.id)).toBe(true);
    expect(ofB.map((row) => row.id)).not.toContain(towerA);
  });

  it('hides another company’s row from find, update and remove', async () => {
    expect(await table.find(scopeB, towerA)).toBeNull();
    expect(await table.update(scopeB, towerA, { name: 'Tomada' })).toBeNull();
    expect(await table.remove(scopeB, towerA)).toBeNull();
    const [row] = await t.db.select().from(towers).where(eq(towers.id, towerA));
    expect(row!.name).not.toBe('Tomada');
  });

  it('refuses to create a row under another company’s complejo and writes nothing', async () => {
    const before = await t.db.select().from(towers).where(eq(towers.buildingId, buildingA.id));
    await expect(
      table.insert(scopeB, { companyId: buildingA.companyId, buildingId: buildingA.id, name: 'Intrusa' }),
    ).rejects.toBeInstanceOf(OutOfScope);
    await expect(
      table.insert(scopeB, { companyId: buildingB.companyId, buildingId: buildingA.id, name: 'Intrusa 2' }),
    ).rejects.toBeInstanceOf(OutOfScope);
    const after = await t.db.select().from(towers).where(eq(towers.buildingId, buildingA.id));
    expect(after).toHaveLength(before.length);
  });

  it('refuses to move a row to another company’s complejo', async () => {
    const [own] = await table.list(scopeB);
    await expect(table.update(scopeB, own!.id, { buildingId: buildingA.id })).rejects.toBeInstanceOf(OutOfScope);
    expect((await table.find(scopeB, own!.id))!.buildingId).toBe(buildingB.id);
  });

  it('shows nothing to an anonymous caller and everything to the master', async () => {
    expect(await table.list(anonymousScope())).toEqual([]);
    const all = await table.list(masterScope(1));
    expect(new Set(all.map((row) => row.buildingId)).size).toBeGreaterThanOrEqual(3);
  });

  it('shows nothing to a user of a company with no complejo assigned', async () => {
    const lonely = scopeFor(
      { id: 999, companyId: buildingA.companyId },
      { name: 'administrador', companyId: null },
      [],
      null,
    );
    expect(await table.list(lonely)).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('records who created, changed and deleted what, from where', async () => {
    const created = await table.insert(scopeA, {
      companyId: buildingA.companyId,
      buildingId: buildingA.id,
      name: 'Torre C',
      floors: 9,
    });
    expect(await lastAudit()).toMatchObject({
      userId: scopeA.userId,
      companyId: buildingA.companyId,
      buildingId: buildingA.id,
      action: 'create',
      entity: 'towers',
      entityId: String(created.id),
      ip: '10.0.0.1',
      changes: expect.objectContaining({ name: 'Torre C', floors: 9 }),
    });
    await table.update(scopeA, created.id, { floors: 10 });
    expect(await lastAudit()).toMatchObject({
      action: 'update',
      entityId: String(created.id),
      changes: { floors: 10 },
    });
    await table.remove(scopeA, created.id);
    expect(await lastAudit()).toMatchObject({ action: 'delete', entityId: String(created.id) });
  });

  it('writes nothing when nothing changed', async () => {
    const before = await t.db.select().from(auditLog);
    await table.update(scopeB, towerA, { name: 'Nada' });
    expect(await t.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('never keeps a password or a hash', async () => {
    const companiesTable = createTenantTable(t.db, companies, { company: 'id' });
    const [company] = await companiesTable.list(masterScope(1), eq(companies.rut, '217654320011'));
    await companiesTable.update(masterScope(1), company!.id, { phone: '29001235' });
    const usersTable = createTenantTable(t.db, users, { company: 'companyId' });
    const [user] = await usersTable.list(masterScope(1), eq(users.email, demoLogins[3].email));
    await usersTable.update(masterScope(1), user!.id, { passwordHash: 'argon-secreto', phone: '99887711' });
    const entry = await lastAudit();
    expect(entry!.changes).toEqual({ passwordHash: '[oculto]', phone: '99887711' });
  });
});
