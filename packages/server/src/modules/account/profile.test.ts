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

  it('refuses an e-mail that belongs to someone else, and a bad phone, in Spanish', async () => {
    const headers = await t.headersOf(adminB);
    const taken = await t.call(auth.user, {
      headers,
      body: { name: 'Carolina', phone: '94555124', email: admin.email },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya existe un usuario con ese correo electrónico.');
    const phone = await t.call(auth.user, { headers, body: { name: 'Carolina', phone: '12' } });
    expect(phone.statusCode).toBe(400);
    const [martin] = await t.db.select().from(users).where(eq(users.email, admin.email));
    expect(martin!.name).toBe('Martín Rodríguez');
  });

  it('needs a session', async () => {
    expect((await t.call(auth.user, { body: { name: 'X', phone: '94555124' } })).statusCode).toBe(401);
  });
});
