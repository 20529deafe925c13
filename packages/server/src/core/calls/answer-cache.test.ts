import { brotliDecompressSync } from 'node:zlib';
import { contract, defineCall, noBody, okAnswer } from '@horizontal/domain';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { build } from '../../app';
import { buildings, countries, towers } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { anonymousScope } from '../tenant/scope';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAnswerCache } from './answer-cache';
import { createDataVersions } from './data-versions';
import { registerCall } from './register-call';

/**
 * Issue #13: GET answers are kept by each instance until the data they read changes; a change through a call, a
 * direct write and a change on another instance all reach the next read, and no caller gets another's answer.
 * Issue #27 item 4: each company's data has a version of its own, so a change in one company keeps the others'.
 */
const [master, admin, adminB] = demoLogins;
let t: TestApp;
let other: FastifyInstance;
let parque = 0;
let playa = 0;
let asMaster: Record<string, string>;
let asAdmin: Record<string, string>;
let asAdminB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ answerCacheBytes: 64 * 1024 * 1024 });
  other = await build({ config: t.config, database: t.database });
  const idOf = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  parque = await idOf('Complejo Parque Batlle');
  playa = await idOf('Residencial Playa Brava');
  asMaster = await t.headersOf(master);
  asAdmin = await t.headersOf(admin);
  asAdminB = await t.headersOf(adminB);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers });
const towerNames = async (app: FastifyInstance) =>
  ((await get(app, `/towers/findall/${parque}`, asMaster)).json().towers as { name: string }[]).map((x) => x.name);

describe('the answers each instance keeps', () => {
  it('answers again from the kept answer: same body and ETag, a 304 for that ETag, brotli made once', async () => {
    const reads = t.app.answerCache.stats().misses;
    const url = `/apartments/findall/${parque}`;
    const first = await get(t.app, url, asAdmin);
    const second = await get(t.app, url, asAdmin);
    expect(first.statusCode).toBe(200);
    expect(t.app.answerCache.stats().misses).toBe(reads + 1);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const unchanged = await get(t.app, url, { ...asAdmin, 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
    const compressed = await get(t.app, url, { ...asAdmin, 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
    expect(t.app.answerCache.stats().misses).toBe(reads + 1);
  });

  it('drops them when a call changes the data, before that call answers', async () => {
    expect(await towerNames(t.app)).not.toContain('Torre Nueva');
    const created = await t.call(contract.towers.create, {
      headers: asMaster,
      body: { buildingId: parque, name: 'Torre Nueva', floors: 8 },
    });
    expect(created.json().ok).toBe(true);
    expect(await towerNames(t.app)).toContain('Torre Nueva');
  });

  it('drops them on every instance at the commit of a change, whatever code changed it', async () => {
    expect(await towerNames(t.app)).toContain('Torre Nueva');
    expect(await towerNames(other)).toContain('Torre Nueva');
    await t.db.update(towers).set({ name: 'Torre Renombrada' }).where(eq(towers.name, 'Torre Nueva'));
    // No wait: the version the next read compares was bumped in the writing transaction.
    expect(await towerNames(t.app)).toContain('Torre Renombrada');
    expect(await towerNames(other)).toContain('Torre Renombrada');
  });

  it('never gives one caller the answer kept for another', async () => {
    const url = `/apartments/findall/${parque}`;
    expect((await get(t.app, url, asAdmin)).statusCode).toBe(200);
    const stranger = await get(t.app, url, await t.headersOf(adminB));
    expect(stranger.statusCode).not.toBe(200);
    expect(stranger.json().ok).toBe(false);
  });
});

describe("the version of each company's data", () => {
  const floorsOf = (res: { json: () => { towers: { floors: number }[] } }) => res.json().towers.map((x) => x.floors);
  /** Reads answered from a kept answer (hits) and by running the handler (misses) on the first instance. */
  const counted = async (read: () => Promise<unknown>) => {
    const before = t.app.answerCache.stats();
    await read();
    const after = t.app.answerCache.stats();
    return { hits: after.hits - before.hits, misses: after.misses - before.misses };
  };

  it("keeps another company's answers when one company's data changes, and drops that company's", async () => {
    const own = `/towers/findall/${parque}`;
    const others = `/towers/findall/${playa}`;
    await get(t.app, own, asAdmin);
    const kept = await get(t.app, others, asAdminB);
    expect(kept.statusCode).toBe(200);
    await t.db.update(towers).set({ floors: 9 }).where(eq(towers.buildingId, parque));
    let again: Awaited<ReturnType<typeof get>> | undefined;
    expect(await counted(async () => (again = await get(t.app, others, asAdminB)))).toEqual({ hits: 1, misses: 0 });
    expect(again!.body).toBe(kept.body);
    let changed: Awaited<ReturnType<typeof get>> | undefined;
    expect(await counted(async () => (changed = await get(t.app, own, asAdmin)))).toEqual({ hits: 0, misses: 1 });
    expect(new Set(floorsOf(changed!))).toEqual(new Set([9]));
  });

  it("drops every company's answers when data of no company changes (a catalog, the master's)", async () => {
    const urls = [
      [`/towers/findall/${parque}`, asAdmin],
      [`/towers/findall/${playa}`, asAdminB],
      [`/towers/findall/${playa}`, asMaster],
    ] as const;
    for (const [url, headers] of urls) await get(t.app, url, headers);
    for (const [url, headers] of urls) {
      expect(await counted(() => get(t.app, url, headers))).toEqual({ hits: 1, misses: 0 });
    }
    await t.db
      .update(countries)
      .set({ name: sql`${countries.name}` })
      .where(eq(countries.code, 'UY'));
    for (const [url, headers] of urls) {
      expect(await counted(() => get(t.app, url, headers))).toEqual({ hits: 0, misses: 1 });
    }
  });

  it('reads a changed list once for all the clients that ask for it at the same time', async () => {
    const url = `/towers/findall/${parque}`;
    await t.db.update(towers).set({ floors: 8 }).where(eq(towers.buildingId, parque));
    const { hits, misses } = await counted(() =>
      Promise.all(Array.from({ length: 20 }, () => get(t.app, url, asAdmin))),
    );
    expect({ hits, misses }).toEqual({ hits: 19, misses: 1 });
  });

  it('does not keep an answer under a version that a change committed while it was being read', async () => {
    // A public list whose handler reads the tower's name and then, as another client would meanwhile, renames it.
    const probe = defineCall({
      name: 'probe.towerName',
      method: 'GET',
      path: '/probe/tower-name',
      public: true,
      request: noBody,
      response: okAnswer({ name: z.string() }),
    });
    const [building] = await t.db.select().from(buildings).where(eq(buildings.id, parque));
    const [tower] = await t.db
      .insert(towers)
      .values({ companyId: building!.companyId, buildingId: parque, name: 'Torre Leída' })
      .returning();
    const app = Fastify({ logger: false });
    app.decorate('registeredCalls', new Set<string>());
    app.decorate('config', { validateAnswers: false } as never);
    app.decorate('answerCache', createAnswerCache(createDataVersions(t.db)));
    let renames = 1;
    registerCall(app, probe, async () => {
      const [read] = await t.db.select().from(towers).where(eq(towers.id, tower!.id));
      if (renames-- > 0) await t.db.update(towers).set({ name: 'Torre Cambiada' }).where(eq(towers.id, tower!.id));
      return { message: 'OK', name: read!.name };
    });
    await app.ready();
    try {
      const nameNow = async () => (await app.inject({ method: 'GET', url: '/probe/tower-name' })).json().name;
      expect(await nameNow()).toBe('Torre Leída');
      expect(await nameNow()).toBe('Torre Cambiada');
      expect(app.answerCache.stats()).toMatchObject({ hits: 0, misses: 2 });
      expect(await nameNow()).toBe('Torre Cambiada');
      expect(app.answerCache.stats()).toMatchObject({ hits: 1, misses: 2 });
    } finally {
      await app.close();
    }
  });
});

const anyone = anonymousScope();

describe('an answer nothing changed', () => {
  const unchanging = async () => '7';

  it('is read again after its longest life, as an answer may depend on the clock', async () => {
    let clock = 1_000;
    const cache = createAnswerCache(unchanging, { maxAgeMs: 60_000, now: () => clock });
    (await cache.lookup('lista', anyone)).keep('{"ok":true}');
    expect((await cache.lookup('lista', anyone)).entry?.body).toBe('{"ok":true}');
    clock += 60_000;
    expect((await cache.lookup('lista', anyone)).entry).toBeUndefined();
  });

  it('is not kept over the answer of a read that started later, at a newer version', async () => {
    let version = 1;
    const cache = createAnswerCache(async () => String(version));
    const slow = await cache.lookup('lista', anyone);
    version = 2;
    const fast = await cache.lookup('lista', anyone);
    fast.keep('{"nuevo":true}');
    slow.keep('{"viejo":true}');
    expect((await cache.lookup('lista', anyone)).entry?.body).toBe('{"nuevo":true}');
  });

  it('keeps nothing and reads no version when the cache is off', async () => {
    const versionOf = vi.fn(unchanging);
    const cache = createAnswerCache(versionOf, { maxBytes: 0 });
    const lookup = await cache.lookup('lista', anyone);
    expect(lookup.keep('{"ok":true}')).toBeUndefined();
    expect((await cache.lookup('lista', anyone)).entry).toBeUndefined();
    expect(versionOf).not.toHaveBeenCalled();
  });
});

describe('reads of one answer at once', () => {
  /** Lets the waiting lookup read its version and find the read under way. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('wait for the read under way at the same version instead of running the handler again', async () => {
    const cache = createAnswerCache(async () => '3');
    const leader = await cache.lookup('lista', anyone);
    const waiting = cache.lookup('lista', anyone);
    await settled();
    leader.keep('{"ok":true}');
    expect((await waiting).entry?.body).toBe('{"ok":true}');
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('run their own when that read keeps nothing (it failed)', async () => {
    const cache = createAnswerCache(async () => '3');
    const leader = await cache.lookup('lista', anyone);
    const waiting = cache.lookup('lista', anyone);
    await settled();
    leader.release();
    const own = await waiting;
    expect(own.entry).toBeUndefined();
    expect(own.keep('{"ok":true}')?.body).toBe('{"ok":true}');
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it('do not wait for a read at an older version', async () => {
    let version = 1;
    const cache = createAnswerCache(async () => String(version));
    const older = await cache.lookup('lista', anyone);
    version = 2;
    const newer = await cache.lookup('lista', anyone);
    expect(newer.entry).toBeUndefined();
    older.release();
    newer.release();
    expect(cache.stats()).toMatchObject({ hits: 0, misses: 2 });
  });
});
