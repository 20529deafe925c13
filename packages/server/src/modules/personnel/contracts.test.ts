import { ciFromBody, contract, contractMessages, montevideoToday, unlinkMessages } from '@horizontal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, contracts, personnel, personnelTypes, unlinks } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
const today = montevideoToday();
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string> };
let parque: number;
let playa: number;
let body = 5_203_100;

/** A new person of Parque Batlle's staff, with no contract yet. */
const hire = async (buildingId = parque) => {
  const [type] = await t.db.select().from(personnelTypes).orderBy(asc(personnelTypes.id)).limit(1);
  body += 1;
  const answer = await t.call(contract.personnel.create, {
    headers: as.admin,
    body: {
      buildingId,
      personnelTypeId: type!.id,
      name: 'Ignacio',
      lastName: `Sosa ${body}`,
      identity: ciFromBody(body),
      workdayStart: '07:00',
      workdayEnd: '15:00',
    },
  });
  return answer.json().personnel as { id: number; name: string; lastName: string };
};

const newContract = (personnelId: number, extra: Record<string, unknown> = {}) => ({
  buildingId: parque,
  personnelId,
  type: 'efectivo',
  startDate: '2026-03-01',
  monthlySalary: 4_250_000,
  weeklyHours: 44,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const idOf = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  parque = await idOf('Complejo Parque Batlle');
  playa = await idOf('Residencial Playa Brava');
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!) };
});
afterAll(() => t.close());

describe('contracts', () => {
  const calls = contract.contracts;

  it('hires with a contract in force; a second one in force is refused, by the route and by the database', async () => {
    const person = await hire();
    const created = await t.call(calls.create, { headers: as.admin, body: newContract(person.id) });
    expect(created.json()).toMatchObject({
      ok: true,
      message: contractMessages.created,
      contract: {
        personnelId: person.id,
        personnel: `${person.name} ${person.lastName}`,
        status: 'vigente',
        monthlySalary: 4_250_000,
        endDate: null,
      },
    });
    const second = await t.call(calls.create, { headers: as.admin, body: newContract(person.id) });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(contractMessages.alreadyInForce);

    const id = created.json().contract.id as number;

    // What two requests at once could do, written straight: the database's index refuses it.
    const [row] = await t.db.select().from(contracts).where(eq(contracts.id, id));
    await expect(
      t.db.insert(contracts).values({ ...row!, id: undefined, status: 'vigente' } as never),
    ).rejects.toThrow();
    const inForce = await t.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.personnelId, person.id)));
    expect(inForce).toHaveLength(1);
  });

  it('refuses a salary of zero, an end before the start, another complejo and another company', async () => {
    const person = await hire();
    const zero = await t.call(calls.create, { headers: as.admin, body: newContract(person.id, { monthlySalary: 0 }) });
    expect(zero.statusCode).toBe(400);
    const backwards = await t.call(calls.create, {
      headers: as.admin,
      body: newContract(person.id, { endDate: '2026-02-01' }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('El contrato no puede terminar antes de empezar.');
    const foreign = await t.call(calls.create, {
      headers: as.admin,
      body: newContract(person.id, { buildingId: playa }),
    });
    expect(foreign.json().ok).toBe(false);
    const otherCompany = await t.call(calls.create, { headers: as.adminB, body: newContract(person.id) });
    expect(otherCompany.json().ok).toBe(false);
    expect(await t.db.select().from(contracts).where(eq(contracts.personnelId, person.id))).toEqual([]);
  });

  it('refuses a signed contract whose file was never uploaded for contratos by the administradora', async () => {
    const person = await hire();
    const answer = await t.call(calls.create, {
      headers: as.admin,
      body: newContract(person.id, { fileKey: 'c1/contratos/2026/11/no-existe.pdf' }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(contractMessages.fileMissing);
  });

  it('links the signed copy for download under the person’s name; none without a copy, nothing to another company', async () => {
    const person = await hire();
    const [building] = await t.db.select().from(buildings).where(eq(buildings.id, parque));
    const key = `c${building!.companyId}/contratos/2026/11/firmado-${person.id}.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n% contrato firmado\n');
    await t.app.storage.put(key, pdf, 'application/pdf');
    const signed = (
      await t.call(calls.create, { headers: as.admin, body: newContract(person.id, { fileKey: key }) })
    ).json().contract as { id: number };
    const link = await t.call(calls.file, { headers: as.admin, params: { id: signed.id } });
    expect(link.json()).toMatchObject({ ok: true, fileName: `Contrato ${person.name} ${person.lastName}.pdf` });
    const file = await t.app.inject({
      method: 'GET',
      url: (link.json().url as string).replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const foreign = await t.call(calls.file, { headers: as.adminB, params: { id: signed.id } });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, contractMessages.notFound]);
    await t.call(calls.status, { headers: as.admin, body: { id: signed.id, status: 'finalizado' } });
    const unsigned = (await t.call(calls.create, { headers: as.admin, body: newContract(person.id) })).json()
      .contract as { id: number };
    const none = await t.call(calls.file, { headers: as.admin, params: { id: unsigned.id } });
    expect([none.statusCode, none.json().message]).toEqual([404, contractMessages.noFile]);
  });

  it('refuses a second contract while one is suspended, which still binds, and takes it once that one ends', async () => {
    const person = await hire();
    const first = (await t.call(calls.create, { headers: as.admin, body: newContract(person.id) })).json().contract
      .id as number;
    await t.call(calls.status, { headers: as.admin, body: { id: first, status: 'suspendido' } });
    const second = await t.call(calls.create, { headers: as.admin, body: newContract(person.id) });
    expect([second.statusCode, second.json().message]).toEqual([409, contractMessages.alreadyInForce]);
    await t.call(calls.status, { headers: as.admin, body: { id: first, status: 'finalizado' } });
    expect((await t.call(calls.create, { headers: as.admin, body: newContract(person.id) })).json().ok).toBe(true);
  });

  it('ends a contract by status on today when it had no end, and a finished one never reopens', async () => {
    const person = await hire();
    const id = (await t.call(calls.create, { headers: as.admin, body: newContract(person.id) })).json().contract
      .id as number;
    const ended = await t.call(calls.status, { headers: as.admin, body: { id, status: 'rescindido' } });
    expect(ended.json()).toMatchObject({ ok: true, contract: { status: 'rescindido', endDate: today } });
    const reopened = await t.call(calls.status, { headers: as.admin, body: { id, status: 'vigente' } });
    expect(reopened.statusCode).toBe(409);
    const foreign = await t.call(calls.status, { headers: as.adminB, body: { id, status: 'suspendido' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(contractMessages.notFound);
  });

  it('lists the complejo’s contracts, the latest start first, and nothing of another administradora', async () => {
    const listed = (await t.call(calls.findAll, { headers: as.admin, params: { id: parque } })).json().contracts as {
      startDate: string;
      buildingId: number;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((row) => row.buildingId === parque)).toBe(true);
    const starts = listed.map((row) => row.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const foreign = await t.call(calls.findAll, { headers: as.adminB, params: { id: parque } });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('desvinculaciones', () => {
  const calls = contract.unlinks;

  it('in one step: records it, ends the contract in force on that day and sets the person desvinculado', async () => {
    const person = await hire();
    const contractId = (
      await t.call(contract.contracts.create, { headers: as.admin, body: newContract(person.id) })
    ).json().contract.id as number;
    const answer = await t.call(calls.create, {
      headers: as.admin,
      body: {
        buildingId: parque,
        personnelId: person.id,
        date: today,
        reason: 'renuncia',
        notes: 'Se muda al interior.',
      },
    });
    expect(answer.json()).toMatchObject({
      ok: true,
      message: unlinkMessages.created,
      unlink: { personnelId: person.id, contractId, reason: 'renuncia', date: today },
    });
    const [ended] = await t.db.select().from(contracts).where(eq(contracts.id, contractId));
    expect(ended).toMatchObject({ status: 'finalizado', endDate: today });
    const [stored] = await t.db.select().from(personnel).where(eq(personnel.id, person.id));
    expect(stored!.status).toBe('desvinculado');

    const again = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, personnelId: person.id, date: today, reason: 'renuncia' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(unlinkMessages.alreadyUnlinked);
    const newContractRefused = await t.call(contract.contracts.create, {
      headers: as.admin,
      body: newContract(person.id),
    });
    expect(newContractRefused.statusCode).toBe(409);
    expect(newContractRefused.json().message).toBe(contractMessages.unlinkedPersonnel);
  });

  it('writes nothing when the contract chosen is not the person’s in force', async () => {
    const person = await hire();
    const other = await hire();
    const othersContract = (
      await t.call(contract.contracts.create, { headers: as.admin, body: newContract(other.id) })
    ).json().contract.id as number;
    const answer = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, personnelId: person.id, contractId: othersContract, date: today, reason: 'despido' },
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(unlinkMessages.foreignContract);
    const [stored] = await t.db.select().from(personnel).where(eq(personnel.id, person.id));
    expect(stored!.status).toBe('activo');
    const [untouched] = await t.db.select().from(contracts).where(eq(contracts.id, othersContract));
    expect(untouched!.status).toBe('vigente');
    expect(await t.db.select().from(unlinks).where(eq(unlinks.personnelId, person.id))).toEqual([]);
  });

  it('answers a person of another administradora as not found', async () => {
    const person = await hire();
    const answer = await t.call(calls.create, {
      headers: as.adminB,
      body: { buildingId: parque, personnelId: person.id, date: today, reason: 'despido' },
    });
    // Their complejo is not found for them, before the person is even looked for.
    expect(answer.statusCode).toBe(404);
    expect(answer.json().ok).toBe(false);
    const [stored] = await t.db.select().from(personnel).where(eq(personnel.id, person.id));
    expect(stored!.status).toBe('activo');
  });

  it('lists the complejo’s desvinculaciones, the latest first', async () => {
    const listed = (await t.call(calls.findAll, { headers: as.admin, params: { id: parque } })).json().unlinkList as {
      date: string;
      personnel: string;
    }[];
    expect(listed.length).toBeGreaterThan(0);
    const dates = listed.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(listed.every((row) => row.personnel.length > 0)).toBe(true);
  });
});
