import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFreshDatabase } from '../core/test/test-app';
import { seedDemo } from '../seed/demo';
import { createEmbeddedStatistics } from './embedded-statistics';
import { residents } from './schema';

type Fresh = Awaited<ReturnType<typeof openFreshDatabase>>;
let fresh: Fresh;

beforeAll(async () => {
  fresh = await openFreshDatabase();
  await seedDemo(fresh.db);
});
afterAll(() => fresh.close());

/** What the planner believes the residents table holds: -1 before any ANALYZE. */
const believedResidents = async () => {
  const result = (await fresh.db.execute(
    sql`SELECT reltuples::int AS tuples FROM pg_class WHERE relname = 'residents'`,
  )) as unknown as { rows: { tuples: number }[] };
  return result.rows[0]!.tuples;
};

describe('the embedded database planner statistics', () => {
  it('analyzes once anything was written, and not again until something is', async () => {
    const statistics = createEmbeddedStatistics(fresh.database, { intervalMs: 60_000, log: pino({ level: 'silent' }) });
    const [{ count }] = (await fresh.db.select({ count: sql<number>`count(*)::int` }).from(residents)) as [
      { count: number },
    ];
    expect(count).toBeGreaterThan(50);
    expect(await statistics.refresh()).toBe(true);
    expect(await believedResidents()).toBe(count);
    expect(await statistics.refresh()).toBe(false);

    const [first] = await fresh.db.select().from(residents).limit(1);
    await fresh.db.update(residents).set({ name: first!.name }).where(eq(residents.id, first!.id));
    expect(await statistics.refresh()).toBe(true);
    await statistics.stop();
  });

  it('starts with a pass on PGlite and leaves PostgreSQL to its autovacuum', async () => {
    const statistics = createEmbeddedStatistics(fresh.database, { intervalMs: 60_000, log: pino({ level: 'silent' }) });
    const [first] = await fresh.db.select().from(residents).limit(1);
    await fresh.db.update(residents).set({ name: first!.name }).where(eq(residents.id, first!.id));
    statistics.start();
    // stop waits for a pass in flight: on PGlite, start's, which found the write; on PostgreSQL there is none.
    await statistics.stop();
    expect(await statistics.refresh()).toBe(fresh.database.kind === 'postgres');
  });
});
