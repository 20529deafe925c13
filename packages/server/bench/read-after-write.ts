/**
 * Read-after-write across instances (issue #27 item 4): two server instances on one database, each with its answer
 * cache on as in production; a client creates a pantry on A and, as soon as A answers, lists the complejo's pantries
 * on B, `pairs` times over HTTP. Counts the lists that lack the pantry just created (goal: 0; exit code 1 otherwise)
 * and prints the latencies of both calls and B's cache hits and misses. On PostgreSQL each instance opens its own
 * pool, as two servers do (the database of its own is dropped at the end); on PGlite both share the in-process one:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/read-after-write.ts [pares]
 *   npx tsx packages/server/bench/read-after-write.ts [pares]                                           # PGlite
 *
 * Default: 1,000 pairs. Before the data versions, B dropped its answers when A's NOTIFY arrived, some milliseconds
 * after the commit: 4.5 % of such reads got the old list.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { loadConfig, testConfig } from '../src/config/server-config';
import { freshDatabaseUrl } from '../src/core/test/test-app';
import { openDatabase } from '../src/db/client';
import { buildings } from '../src/db/schema';
import { demoLogins, seedDemo } from '../src/seed/demo';
import { formatTable } from './fixed-rate';

const pairs = Number(process.argv[2] ?? 1_000);
const [, admin] = demoLogins;

const fresh = await freshDatabaseUrl();
const production = loadConfig({});
const config = testConfig({
  databaseUrl: fresh.url,
  // As in production (testConfig turns the caches off for tests that write to the database directly).
  authCacheMs: production.authCacheMs,
  answerCacheBytes: production.answerCacheBytes,
});
const database = await openDatabase(config);
const instances: FastifyInstance[] = [];
try {
  await seedDemo(database.db);
  const [parque] = await database.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
  const shared = database.kind === 'pglite' ? database : undefined;
  for (let index = 0; index < 2; index += 1) {
    const app = await build({ config, database: shared });
    await app.listen({ port: 0, host: '127.0.0.1' });
    instances.push(app);
  }
  const [a, b] = instances.map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`);
  const signin = await fetch(`${a}/auth/signin`, {
    method: 'POST',
    headers: { 'x-system': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const headers = { 'x-system': '1', 'x-token': ((await signin.json()) as { token: string }).token };
  const listUrl = `${b}/pantries/findall/${parque!.id}`;
  const list = async () => {
    const response = await fetch(listUrl, { headers });
    const body = (await response.json()) as { ok: boolean; pantries?: { number: string }[] };
    if (!body.ok || !body.pantries) throw new Error(`La lista respondió ${response.status}: ${JSON.stringify(body)}`);
    return body.pantries.map((pantry) => pantry.number);
  };
  // Kept on B before the first write, so every read after a write finds an answer there to judge.
  await list();
  const statsBefore = instances[1]!.answerCache.stats();

  const writeMs: number[] = [];
  const readMs: number[] = [];
  let stale = 0;
  for (let index = 0; index < pairs; index += 1) {
    const number = `RAW-${index}`;
    const writeStart = performance.now();
    const created = await fetch(`${a}/pantries/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ buildingId: parque!.id, number, description: '' }),
    });
    const answer = (await created.json()) as { ok: boolean };
    if (!answer.ok) throw new Error(`El alta respondió ${created.status}: ${JSON.stringify(answer)}`);
    const readStart = performance.now();
    const numbers = await list();
    readMs.push(performance.now() - readStart);
    writeMs.push(readStart - writeStart);
    if (!numbers.includes(number)) stale += 1;
  }
  const statsAfter = instances[1]!.answerCache.stats();

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((x, y) => x - y);
    return `${sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!.toFixed(2)} ms`;
  };
  console.log(
    `Lectura tras escritura, ${database.kind}: ${pairs} pares (alta de una despensa en la instancia A, enseguida la ` +
      'lista de despensas del complejo en la instancia B, por HTTP, con la caché de respuestas de producción)',
  );
  console.log(
    formatTable(
      ['llamada', 'p50', 'p99'],
      [
        ['alta en A', percentile(writeMs, 50), percentile(writeMs, 99)],
        ['lista en B', percentile(readMs, 50), percentile(readMs, 99)],
      ],
    ),
  );
  console.log(
    `Caché de B durante los pares: ${statsAfter.hits - statsBefore.hits} aciertos, ` +
      `${statsAfter.misses - statsBefore.misses} lecturas de la base (cada lectura sigue a un cambio)`,
  );
  const passed = stale === 0;
  console.log(
    `Listas sin la despensa recién creada: ${stale} de ${pairs} (objetivo 0): ${passed ? 'CUMPLE' : 'NO CUMPLE'}`,
  );
  if (!passed) process.exitCode = 1;
} finally {
  for (const app of instances) await app.close();
  await database.close();
  await fresh.drop();
}
