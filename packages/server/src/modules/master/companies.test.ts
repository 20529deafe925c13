import { contract, rutFromBase } from '@horizontal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { auditLog, companies } from '../../db/schema';
import { newFileKey } from '../../lib/storage';
import { demoLogins } from '../../seed/demo';

const [master, admin] = demoLogins;
const calls = contract.companies;
let t: TestApp;
let asMaster: Record<string, string>;
let asAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  asMaster = await t.headersOf(master);
  asAdmin = await t.headersOf(admin);
});
afterAll(() => t.close());

const company = (overrides: Record<string, unknown> = {}) => ({
  name: 'Gestiones del Cordón S.A.',
  rut: rutFromBase('21333444001'),
  email: 'Info@Cordon.com.uy',
  phone: '24001122',
  address: 'Av. 18 de Julio 1890, Montevideo',
  ...overrides,
});

describe('companies (master only)', () => {
  let createdId = 0;

  it('lists the administradoras with their fields', async () => {
    const res = await t.call(calls.findAll, { headers: asMaster });
    expect(res.statusCode).toBe(200);
    const { companies: list } = res.json();
    expect(list.map((c: { name: string }) => c.name)).toEqual([
      'Administradora del Prado S.A.',
      'Gestión Costa Este S.R.L.',
    ]);
    expect(Object.keys(list[0]).sort()).toEqual([
      'address',
      'cityId',
      'email',
      'id',
      'logo',
      'name',
      'phone',
      'planId',
      'rut',
    ]);
  });

  it('creates one, with a RUT written any way, and records it in the audit trail', async () => {
    const rut = rutFromBase('21333444001');
    const res = await t.call(calls.create, {
      headers: asMaster,
      body: company({ rut: `${rut.slice(0, 2)}.${rut.slice(2, 5)}.${rut.slice(5, 8)}/${rut.slice(8)}` }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      message: 'Administradora creada.',
      company: { rut, name: 'Gestiones del Cordón S.A.', cityId: null, planId: null },
    });
    createdId = body.company.id;
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'companies'), eq(auditLog.entityId, String(createdId))));
    expect(entry).toMatchObject({ action: 'create', companyId: createdId });
  });

  it('refuses an invalid RUT, phone or e-mail in Spanish, and a RUT already taken', async () => {
    const badRut = await t.call(calls.create, { headers: asMaster, body: company({ rut: '213334440010' }) });
    expect(badRut.statusCode).toBe(400);
    expect(badRut.json().message).toMatch(/RUT/);
    expect(
      (await t.call(calls.create, { headers: asMaster, body: company({ rut: '', phone: '123' }) })).json().ok,
    ).toBe(false);
    const badPhone = await t.call(calls.create, {
      headers: asMaster,
      body: company({ rut: rutFromBase('21999888001'), phone: '123' }),
    });
    expect(badPhone.statusCode).toBe(400);
    const badEmail = await t.call(calls.create, {
      headers: asMaster,
      body: company({ rut: rutFromBase('21999888001'), email: 'no' }),
    });
    expect(badEmail.statusCode).toBe(400);
    const taken = await t.call(calls.create, { headers: asMaster, body: company() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ ok: false, message: 'Ya existe una administradora con ese RUT.' });
    expect(await t.db.select().from(companies)).toHaveLength(3);
  });

  it('refuses a city or plan that does not exist', async () => {
    const res = await t.call(calls.create, {
      headers: asMaster,
      body: company({ rut: rutFromBase('21999888001'), cityId: 99999 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La ciudad elegida no existe.');
  });

  it('updates one, and says so when it does not exist', async () => {
    const res = await t.call(calls.update, {
      headers: asMaster,
      body: { id: createdId, ...company({ name: 'Gestiones del Cordón SRL', planId: 1 }) },
    });
    expect(res.json()).toMatchObject({
      ok: true,
      company: { id: createdId, name: 'Gestiones del Cordón SRL', planId: 1 },
    });
    const missing = await t.call(calls.update, { headers: asMaster, body: { id: 99999, ...company() } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La administradora no existe.');
  });

  it('deletes one without complejos or users, and refuses one that has them', async () => {
    const [prado] = await t.db.select().from(companies).where(eq(companies.rut, '217654320011'));
    const refused = await t.call(calls.delete, { headers: asMaster, params: { id: prado!.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^No se puede eliminar la Administradora del Prado S\.A\.: tiene complejos y usuarios\. /,
    );
    const res = await t.call(calls.delete, { headers: asMaster, params: { id: createdId } });
    expect(res.json()).toEqual({ ok: true, message: 'Administradora eliminada.' });
    expect(await t.db.select().from(companies).where(eq(companies.id, createdId))).toHaveLength(0);
    expect((await t.call(calls.delete, { headers: asMaster, params: { id: createdId } })).statusCode).toBe(404);
  });

  it('refuses every call to an administrator, changing nothing', async () => {
    const before = await t.db.select().from(companies);
    const [prado] = before;
    const answers = [
      await t.call(calls.findAll, { headers: asAdmin }),
      await t.call(calls.create, { headers: asAdmin, body: company({ rut: rutFromBase('21777666001') }) }),
      await t.call(calls.update, { headers: asAdmin, body: { id: prado!.id, ...company({ rut: prado!.rut }) } }),
      await t.call(calls.delete, { headers: asAdmin, params: { id: prado!.id } }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, message: 'Solo el usuario maestro puede realizar esta operación.' });
    }
    expect(await t.db.select().from(companies)).toEqual(before);
  });
});

describe('a company’s logo', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const refused = {
    ok: false,
    message: 'El logo debe ser una imagen subida (PNG, JPEG, GIF o WebP): súbalo de nuevo.',
  };
  const stored = async (fileName: string, type: string, bytes: Buffer) => {
    const key = newFileKey('u1', 'logos', fileName, type);
    await t.app.storage.put(key, bytes, type);
    return key;
  };

  it('is a stored image whose bytes are one, never a key that was not uploaded or other bytes', async () => {
    const logo = await stored('logo.png', 'image/png', png);
    const fake = await stored('falso.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'));
    const pdf = await stored('acta.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
    const rut = (base: string) => rutFromBase(base);
    for (const [key, base] of [
      ['u1/logos/nunca-subido.png', '21444555001'],
      [fake, '21444555002'],
      [pdf, '21444555003'],
    ] as const) {
      const res = await t.call(calls.create, { headers: asMaster, body: company({ rut: rut(base), logo: key }) });
      expect([key, res.statusCode, res.json()]).toEqual([key, 400, refused]);
    }
    const created = await t.call(calls.create, {
      headers: asMaster,
      body: company({ name: 'Con Logo S.A.', rut: rut('21444555004'), logo }),
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().company;
    const kept = await t.call(calls.update, {
      headers: asMaster,
      body: { id, ...company({ name: 'Con Logo S.A.', rut: rut('21444555004'), logo }) },
    });
    expect(kept.statusCode).toBe(200);
    const swapped = await t.call(calls.update, {
      headers: asMaster,
      body: { id, ...company({ name: 'Con Logo S.A.', rut: rut('21444555004'), logo: fake }) },
    });
    expect(swapped.json()).toEqual(refused);
  });
});
