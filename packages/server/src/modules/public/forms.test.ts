import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/server-config';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import { accessRequests, buildings, contactRequests, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, , , desk] = demoLogins;
const auth = contract.auth;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...testConfig().rateLimits, formsPerIp: { max: 3, windowSeconds: 60 } } });
});
afterAll(() => t.close());

let ip = 0;
/** Public forms from a fresh IP each time, so the tight form limit only trips in its own test. */
const fromNewIp = () => {
  ip += 1;
  return `10.40.0.${ip}`;
};

describe('public forms', () => {
  it('takes a contact message without a session', async () => {
    const res = await t.call(auth.contact, {
      ip: fromNewIp(),
      body: { name: 'Rosana Ferreira', email: 'rosana@correo.com.uy', message: 'Quisiera una demostración.' },
    });
    expect(res.json()).toEqual({ ok: true, message: 'Recibimos su consulta. Le responderemos a la brevedad.' });
    expect(await t.db.select().from(contactRequests)).toHaveLength(1);
  });

  it('takes an access request for a complejo and refuses one of another administradora', async () => {
    const [playa] = await t.db.select().from(buildings).where(eq(buildings.name, 'Residencial Playa Brava'));
    const [parque] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
    const request = {
      name: 'Pedro Acosta',
      email: 'pedro@correo.com.uy',
      phone: '94111222',
      companyId: playa!.companyId,
    };
    const ok = await t.call(auth.access, { ip: fromNewIp(), body: { ...request, buildingId: playa!.id } });
    expect(ok.json().ok).toBe(true);
    const wrong = await t.call(auth.access, { ip: fromNewIp(), body: { ...request, buildingId: parque!.id } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('El complejo elegido no existe o no pertenece a esa administradora.');
    expect(await t.db.select().from(accessRequests)).toHaveLength(1);
  });

  it('are rate-limited per IP, in Spanish', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push(
        (await t.call(auth.forgot, { ip: '10.41.0.1', body: { email: 'nadie@correo.com.uy' } })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('forgot → validate → sign in → change', () => {
  it('walks a person who forgot their password back in', async () => {
    const forgot = await t.call(auth.forgot, { ip: fromNewIp(), body: { email: desk.email } });
    expect(forgot.json()).toEqual({
      ok: true,
      message: 'Si el correo corresponde a un usuario activo, le enviamos un código. Revise su bandeja de entrada.',
    });
    const unknown = await t.call(auth.forgot, { ip: fromNewIp(), body: { email: 'nadie@correo.com.uy' } });
    expect(unknown.json()).toEqual(forgot.json());
    const code = mailText((await t.outbox()).at(-1)!).match(/contraseña es: (\d{6})/)![1]!;

    const badCode = await t.call(auth.validate, { ip: fromNewIp(), body: { email: desk.email, code: '12345' } });
    expect(badCode.json()).toEqual({ ok: false, message: 'El código tiene 6 dígitos.' });
    const validated = await t.call(auth.validate, { ip: fromNewIp(), body: { email: desk.email, code } });
    expect(validated.json().ok).toBe(true);
    const again = await t.call(auth.validate, { ip: fromNewIp(), body: { email: desk.email, code } });
    expect(again.statusCode).toBe(400);
    const temporary = mailText((await t.outbox()).at(-1)!).match(/Contraseña temporal: (\S+)/)![1]!;

    const headers = await t.headersOf({ email: desk.email, password: temporary });
    const blocked = await t.call(contract.general.getSignedUrl, {
      headers,
      body: { fileName: 'a.png', contentType: 'image/png', size: 10, folder: 'reportes' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Debe cambiar su contraseña temporal antes de continuar.');

    const weak = await t.call(auth.change, { headers, body: { currentPassword: temporary, newPassword: 'corta' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/entre 8 y 15 caracteres/);
    const changed = await t.call(auth.change, {
      headers,
      body: { currentPassword: temporary, newPassword: 'Nueva#Clave9' },
    });
    expect(changed.json()).toEqual({ ok: true, message: 'Contraseña actualizada.' });
    const allowed = await t.call(contract.general.getSignedUrl, {
      headers,
      body: { fileName: 'a.png', contentType: 'image/png', size: 10, folder: 'reportes' },
    });
    expect(allowed.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, desk.email));
    expect(row!.indCreated).toBe(false);
  });
});
