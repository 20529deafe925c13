import { brotliDecompressSync } from 'node:zlib';
import { contract } from '@horizontal/domain';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from '../../app';
import { buildings, towers } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAnswerCache } from './answer-cache';

/**
 * Issue #13: GET answers are kept by each instance until the data changes; a change through a call, a direct write
 * and a change on another instance all reach the next read, and no caller gets another's answer.
 */
const [master, admin, adminB] = demoLogins;
let t: TestApp;
let other: FastifyInstance;
let parque = 0;
let asMaster: Record<string, string>;
let asAdmin: Record<string, string>;

/** How long another instance may take to hear a change: a notification after the commit, on a busy machine. */
const heard = { timeout: asyncWaitMs, interval: 20 };

beforeAll(async () => {
  t = await createTestApp({ answerCacheBytes: 64 * 1024 * 1024 });
  other = await build({ config: t.config, database: t.database });
  const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
  parque = building!.id;
  asMaster = await t.headersOf(master);
  asAdmin = await t.headersOf(admin);
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
    const keep = vi.spyOn(t.app.answerCache, 'keep');
    try {
      const url = `/apartments/findall/${parque}`;
      const first = await get(t.app, url, asAdmin);
      const second = await get(t.app, url, asAdmin);
      expect(first.statusCode).toBe(200);
      expect(keep).toHaveBeenCalledTimes(1);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      const unchanged = await get(t.app, url, { ...asAdmin, 'if-none-match': first.headers.etag as string });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.rawPayload.length).toBe(0);
      const compressed = await get(t.app, url, { ...asAdmin, 'accept-encoding': 'gzip, br' });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(first.body);
      expect(keep).toHaveBeenCalledTimes(1);
    } finally {
      keep.mockRestore();
    }
  });

  it('drops them when a call changes the data, before that call answers', async () => {
    expect(await towerNames(t.app)).not.toContain('Torre Nueva');
    const created = await t.call(contract.towers.create, {
      headers: asMaster,
      body: { buildingId: parque, name: 'Torre Nueva' },
    });
    expect(created.json().ok).toBe(true);
    expect(await towerNames(t.app)).toContain('Torre Nueva');
  });

  it('drops them on every instance when the database changes, whatever code changed it', async () => {
    expect(await towerNames(t.app)).toContain('Torre Nueva');
    expect(await towerNames(other)).toContain('Torre Nueva');
    await t.db.update(towers).set({ name: 'Torre Renombrada' }).where(eq(towers.name, 'Torre Nueva'));
    for (const app of [t.app, other]) {
      await vi.waitFor(async () => expect(await towerNames(app)).toContain('Torre Renombrada'), heard);
    }
  });

  it('never gives one caller the answer kept for another', async () => {
    const url = `/apartments/findall/${parque}`;
    expect((await get(t.app, url, asAdmin)).statusCode).toBe(200);
    const stranger = await get(t.app, url, await t.headersOf(adminB));
    expect(stranger.statusCode).not.toBe(200);
    expect(stranger.json().ok).toBe(false);
  });
});

describe('an answer nothing changed', () => {
  it('is read again after its longest life, as an answer may depend on the clock', async () => {
    let clock = 1_000;
    const cache = createAnswerCache({ listen: async () => async () => undefined } as never, {
      maxAgeMs: 60_000,
      now: () => clock,
    });
    cache.keep('lista', '{"ok":true}', cache.mark());
    expect(cache.get('lista')?.body).toBe('{"ok":true}');
    clock += 60_000;
    expect(cache.get('lista')).toBeUndefined();
  });

  it('is not kept when the data changed while it was being read', () => {
    const cache = createAnswerCache({ listen: async () => async () => undefined } as never);
    const mark = cache.mark();
    cache.forgetAll();
    expect(cache.keep('lista', '{"ok":true}', mark)).toBeUndefined();
    expect(cache.get('lista')).toBeUndefined();
  });
});
