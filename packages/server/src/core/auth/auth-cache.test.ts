import { contract } from '@horizontal/domain';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { buildings, functionalities, modules, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createProfile, createStaff } from '../test/staff';
import { createTestApp, systemHeaders, type TestApp } from '../test/test-app';
import { createAuthCache } from './auth-cache';

/**
 * Issue #13: the session, role and grants read on every call are kept by each instance, and a sign-out, a
 * deactivation or a change of profile takes effect on the very next call, on this instance and on another one
 * sharing the database.
 */
const [master, admin] = demoLogins;
let t: TestApp;
/** A second server on the same database, as behind a load balancer. */
let other: FastifyInstance;
let company = 0;
let parque = 0;

beforeAll(async () => {
  // Copies that would live ten minutes: only the changes themselves can make the next call see them.
  t = await createTestApp({ authCacheMs: 600_000 });
  other = await build({ config: t.config, database: t.database });
  const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
  parque = building!.id;
  company = building!.companyId;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

/** How long another instance may take to hear a change: a notification after the commit, on a busy machine. */
const heard = { timeout: asyncWaitMs, interval: 20 };

const listApartments = (app: FastifyInstance, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/apartments/findall/${parque}`, headers });

/** A profile with the Complejo module and its apartments list, and a staff login holding it. */
const clerk = async (name: string) => {
  const roleId = await createProfile(t, company, name, ['/complejo'], ['apartamentos/listado']);
  const { userId, headers } = await createStaff(t, company, name, roleId, [parque]);
  return { roleId, userId, headers };
};

describe('the copy of who is calling', () => {
  it('reads a session once and then answers from the copy', async () => {
    const { headers } = await clerk('copia');
    const findLive = vi.spyOn(t.app.sessions, 'findLive');
    try {
      for (let i = 0; i < 3; i += 1) expect((await listApartments(t.app, headers)).statusCode).toBe(200);
      expect(findLive).toHaveBeenCalledTimes(1);
    } finally {
      findLive.mockRestore();
    }
  });

  it('forgets a session at sign-out, on this instance and on the other', async () => {
    const { headers } = await clerk('salida');
    expect((await listApartments(t.app, headers)).statusCode).toBe(200);
    expect((await listApartments(other, headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers, payload: {} });
    expect(out.json().ok).toBe(true);
    expect((await listApartments(t.app, headers)).statusCode).toBe(401);
    // The other instance hears it from the database's trigger, a moment after the commit.
    await vi.waitFor(async () => expect((await listApartments(other, headers)).statusCode).toBe(401), heard);
  });

  it('forgets a user deactivated by the master, on this instance and on the other', async () => {
    const { headers, userId } = await clerk('baja');
    expect((await listApartments(t.app, headers)).statusCode).toBe(200);
    expect((await listApartments(other, headers)).statusCode).toBe(200);
    const res = await t.call(contract.users.status, { as: master, body: { id: userId, status: 'inactivo' } });
    expect(res.json().ok).toBe(true);
    expect((await listApartments(t.app, headers)).statusCode).toBe(401);
    await vi.waitFor(async () => expect((await listApartments(other, headers)).statusCode).toBe(401), heard);
  });

  it('applies a profile that loses a screen to the next call, on this instance and on the other', async () => {
    const { headers, roleId } = await clerk('recorte');
    expect((await listApartments(t.app, headers)).statusCode).toBe(200);
    expect((await listApartments(other, headers)).statusCode).toBe(200);
    const [module] = await t.db.select().from(modules).where(eq(modules.route, '/complejo'));
    const [residentsScreen] = await t.db
      .select()
      .from(functionalities)
      .where(eq(functionalities.screen, 'residentes/listado'));
    const res = await t.call(contract.roles.update, {
      as: admin,
      body: {
        id: roleId,
        name: 'recorte',
        description: 'Recorte',
        moduleIds: [module!.id],
        functionalityIds: [residentsScreen!.id],
      },
    });
    expect(res.json().ok).toBe(true);
    expect((await listApartments(t.app, headers)).statusCode).toBe(403);
    await vi.waitFor(async () => expect((await listApartments(other, headers)).statusCode).toBe(403), heard);
  });

  it('forgets a user changed by any code, not only by a call: the database tells every instance', async () => {
    const { headers, userId } = await clerk('directo');
    expect((await listApartments(t.app, headers)).statusCode).toBe(200);
    expect((await listApartments(other, headers)).statusCode).toBe(200);
    await t.db.update(users).set({ status: 'inactivo' }).where(eq(users.id, userId));
    for (const app of [t.app, other]) {
      await vi.waitFor(async () => expect((await listApartments(app, headers)).statusCode).toBe(403), heard);
    }
  });

  it('refuses an unknown token every time, keeping nothing of it', async () => {
    const headers = { ...systemHeaders, 'x-token': 'no-existe' };
    expect((await listApartments(t.app, headers)).statusCode).toBe(401);
    expect((await listApartments(t.app, headers)).statusCode).toBe(401);
  });
});

describe('the copy while other instances cannot be heard (issue #27, item 3)', () => {
  it('keeps nothing while the LISTEN session is lost, and drops what it kept when it is lost and when it is back', async () => {
    let listening = true;
    let tell: (listening: boolean) => void = () => undefined;
    const handle = {
      listen: async () => async () => undefined,
      listening: () => listening,
      watchListening: (watcher: (listening: boolean) => void) => {
        tell = watcher;
        return () => undefined;
      },
    } as unknown as DatabaseHandle;
    const cache = createAuthCache(handle, { lifeMs: 600_000 });
    await cache.start();
    const live = {
      session: { id: 1, expiresAt: new Date(Date.now() + 3_600_000) },
      user: { id: 1 },
      role: { id: 1 },
    };
    const load = vi.fn(async () => live as never);
    const twice = async () => {
      await cache.session('token', load);
      await cache.session('token', load);
    };
    await twice();
    expect(load).toHaveBeenCalledTimes(1);
    listening = false;
    tell(false);
    // Changes made elsewhere meanwhile go unheard: every call reads the session again.
    await twice();
    expect(load).toHaveBeenCalledTimes(3);
    listening = true;
    tell(true);
    await twice();
    expect(load).toHaveBeenCalledTimes(4);
    await cache.stop();
  });
});
