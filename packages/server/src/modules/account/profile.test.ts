import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
const auth = contract.auth;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/user', () => {
  it('updates the caller’s own data and answers the session user', async () => {
    const headers = await t.headersOf(adminB);
    const res = await t.call(auth.user, { headers, body: { name: 'Carolina Pereira Sosa', phone: '94555124' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: 'Sus datos se actualizaron.',
      user: {
        name: 'Carolina Pereira Sosa',
        phone: '94555124',
        email: adminB.email,
        company: { name: 'Gestión Costa Este S.R.L.' },
      },
    });
  });

  it('never moves the login to another e-mail, taken or free, and answers both alike (no oracle)', async () => {
    const headers = await t.headersOf(adminB);
    const answers = [];
    for (const email of [admin.email, 'libre.nunca.usado@prueba.com.uy']) {
      const res = await t.call(auth.user, { headers, body: { name: 'Carolina', phone: '94555124', email } });
      answers.push([res.statusCode, res.json()]);
    }
    const refusal = {
      ok: false,
      message: 'El correo identifica su usuario: para cambiarlo, pídaselo a su administradora.',
    };
    expect(answers).toEqual([
      [400, refusal],
      [400, refusal],
    ]);
    const same = await t.call(auth.user, {
      headers,
      body: { name: 'Carolina Pereira', phone: '94555124', email: adminB.email.toUpperCase() },
    });
    expect(same.statusCode).toBe(200);
    const [carolina] = await t.db.select().from(users).where(eq(users.email, adminB.email));
    expect(carolina!.name).toBe('Carolina Pereira');
  });

  it('refuses a bad phone in Spanish and changes nothing', async () => {
    const headers = await t.headersOf(adminB);
    const phone = await t.call(auth.user, { headers, body: { name: 'Otro Nombre', phone: '12' } });
    expect(phone.statusCode).toBe(400);
    const [carolina] = await t.db.select().from(users).where(eq(users.email, adminB.email));
    expect(carolina!.name).toBe('Carolina Pereira');
  });

  it('needs a session', async () => {
    expect((await t.call(auth.user, { body: { name: 'X', phone: '94555124' } })).statusCode).toBe(401);
  });
});
