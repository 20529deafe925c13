import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy, throughProxy } from '../core/test/fault-proxy';
import { TransactionPool } from './transaction-pool';

/**
 * Issue #27: after an outage, one connection stayed checked out forever and closing the server waited on it. It was
 * a transaction whose BEGIN met the broken line: drizzle never gives that client back (drizzle-orm#6241).
 */
const databaseUrl = process.env.DATABASE_URL;

let proxy: FaultProxy | undefined;
let pool: TransactionPool | undefined;

afterEach(async () => {
  await pool?.end();
  await proxy?.close();
  pool = undefined;
  proxy = undefined;
});

describe.skipIf(!databaseUrl)('a pool that drizzle transactions cannot drain', () => {
  it('gets back the connection of a BEGIN that failed, so a pool of one still serves and still ends', async () => {
    const target = new URL(databaseUrl!);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    pool = new TransactionPool({
      connectionString: throughProxy(databaseUrl!, proxy),
      max: 1,
      connectionTimeoutMillis: 2_000,
    });
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzle(pool);
    await db.execute(sql`select 1`);
    expect(pool.idleCount).toBe(1);

    // The line breaks while the connection sits idle: the transaction takes it before hearing so, and its BEGIN fails.
    proxy.cut();
    await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow(/begin/);
    proxy.restore();

    const answer = await db.transaction((tx) => tx.execute<{ served: number }>(sql`select 2 as served`));
    expect(answer.rows).toEqual([{ served: 2 }]);
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });

  it('leaves every other transaction as drizzle runs it: committed, rolled back, the client given back once', async () => {
    pool = new TransactionPool({ connectionString: databaseUrl!, max: 1 });
    const db = drizzle(pool);
    await db.execute(sql`create temporary table if not exists probe (n int)`);
    await db.transaction((tx) => tx.execute(sql`insert into probe values (1)`));
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (2)`);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    // One connection (max: 1), so the temporary table is the same one: only the committed row stays.
    const rows = await db.execute<{ n: number }>(sql`select n from probe order by n`);
    expect(rows.rows).toEqual([{ n: 1 }]);
    expect(pool.totalCount).toBe(1);
    expect(pool.idleCount).toBe(1);
  });
});
