import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app';
import { buildings } from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue #27 item 4: a client that writes on one instance and reads on another at once reads its write, every time.
 * Two instances on one database: on PostgreSQL each opens its own pool, as two servers do; on PGlite they share the
 * one in-process database.
 */
const [master, admin] = demoLogins;
let t: TestApp;
let b: FastifyInstance;
let parque = 0;
let asMaster: Record<string, string>;
let asAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ answerCacheBytes: 64 * 1024 * 1024 });
  b = await build({ config: t.config, database: t.kind === 'pglite' ? t.database : undefined });
  const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
  parque = building!.id;
  asMaster = await t.headersOf(master);
  asAdmin = await t.headersOf(admin);
});
afterAll(async () => {
  await b.close();
  await t.close();
});

describe('a write on one instance and a read on another', () => {
  it('reads the write at once, 200 times out of 200', async () => {
    const url = `/api/towers/findall/${parque}`;
    // Kept on B before the first write, so every read after a write finds an answer there to be judged.
    expect((await b.inject({ method: 'GET', url, headers: asAdmin })).statusCode).toBe(200);
    const stale: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      const name = `Torre Escrita ${index}`;
      const created = await t.call(contract.towers.create, {
        headers: asMaster,
        body: { buildingId: parque, name, floors: 4 },
      });
      expect(created.json().ok).toBe(true);
      const read = await b.inject({ method: 'GET', url, headers: asAdmin });
      const names = (read.json().towers as { name: string }[]).map((tower) => tower.name);
      if (!names.includes(name)) stale.push(name);
    }
    expect(stale).toEqual([]);
    // And B does keep answers: read again with no write between, the list comes from what it kept.
    const { hits } = b.answerCache.stats();
    expect((await b.inject({ method: 'GET', url, headers: asAdmin })).statusCode).toBe(200);
    expect(b.answerCache.stats().hits).toBe(hits + 1);
  });
});
