/**
 * GET /residents/findall/{id} for a complejo with 2,000 units and 5,000 residents (each with its units, ~1.4 MB of
 * JSON), called by an administrator (tenant scope, module and screen checks) at a fixed rate with autocannon, after a
 * warm-up at the same rate that is not counted; prints p50/p90/p99/max, the achieved rate and the errors, and whether
 * p99 holds issue #13's goal, ≤ 60 ms on PostgreSQL and ≤ 100 ms on PGlite (exit code 1 when it does not). Runs on in-memory PGlite, and on PostgreSQL when DATABASE_URL is
 * set (in a database of its own, dropped at the end):
 *
 *   npx tsx packages/server/bench/residents-findall.ts [seconds] [rate]                                        # PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/residents-findall.ts   # PostgreSQL
 *   npx tsx packages/server/bench/residents-findall.ts --busy [seconds]   # 50 connections, closed loop (issue #13)
 *   npx tsx packages/server/bench/residents-findall.ts --busy --writes [seconds]
 *
 * --writes adds, to the busy runs, runs beside which one pantry a second is created in another complejo: one of the
 * same administradora (its data version changes, so the list is read again after each write) and one of another
 * administradora (whose writes must leave the list kept). Every busy run prints the answer cache's hit rate.
 *
 * Defaults: 30 s measured after 5 s of warm-up, 5 req/s (why: see `rate` below). Answers are not validated, as in
 * production; VALIDATE_ANSWERS=true measures with the response check that tests and development run.
 */
import type { AddressInfo } from 'node:net';
import { ciFromBody } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import { build } from '../src/app';
import { loadConfig, testConfig } from '../src/config/server-config';
import { freshDatabaseUrl } from '../src/core/test/test-app';
import { openDatabase } from '../src/db/client';
import { apartments, buildings, residentApartments, residents, towers, userBuildings, users } from '../src/db/schema';
import { demoLogins, seedDemo } from '../src/seed/demo';
import { BUSY_HEADERS, busyCells, measureBusy, writeEverySecond } from './busy';
import { formatTable, measureFixedRate, SUMMARY_HEADERS, shortfall, summaryCells } from './fixed-rate';

const busy = process.argv.includes('--busy');
const withWrites = process.argv.includes('--writes');
const numbers = process.argv.slice(2).filter((argument) => !argument.startsWith('--'));
const seconds = Number(numbers[0] ?? (busy ? 15 : 30));
// 5 req/s, not 20–50: the whole list of one complejo is what its administration opens on the Residentes screen, a few
// times a minute on a busy day, so five a second is a generous peak even for many such complejos on one instance.
// And each answer takes 65–100 ms of the server's one thread (on PGlite the database runs on it too), so one instance
// answers about 10 a second: at 20 req/s it managed 9 (PGlite) and 17.5 (PostgreSQL) with p50 of 0.8–1.5 s, a
// measure of the queue and not of the call.
const rate = Number(numbers[1] ?? 5);
const warmupSeconds = 5;
const UNITS = 2_000;
const RESIDENTS = 5_000;

/** Rows in slices, so no statement passes PostgreSQL's 65,535 parameters. */
const inSlices = async <T>(rows: T[], size: number, insert: (slice: T[]) => Promise<unknown>) => {
  for (let index = 0; index < rows.length; index += size) await insert(rows.slice(index, index + size));
};

// A database of its own on the DATABASE_URL server (dropped at the end), or in-memory PGlite.
const fresh = await freshDatabaseUrl();
const databaseUrl = fresh.url;

const production = loadConfig({});
const config = testConfig({
  databaseUrl,
  validateAnswers: process.env.VALIDATE_ANSWERS === 'true',
  // As in production (testConfig turns the caches off for tests that write to the database directly).
  authCacheMs: production.authCacheMs,
  answerCacheBytes: production.answerCacheBytes,
});
const database = await openDatabase(config);
try {
  const { db } = database;
  await seedDemo(db);
  const [login] = await db.select().from(users).where(eq(users.email, demoLogins[1].email));
  const tenant = { companyId: login!.companyId! };
  const [building] = await db
    .insert(buildings)
    .values({ ...tenant, name: 'Complejo de Prueba de Carga', address: 'Av. Italia 5000', city: 'Montevideo' })
    .returning();
  const rows = { ...tenant, buildingId: building!.id };
  await db.insert(userBuildings).values({ userId: login!.id, buildingId: building!.id });
  const towerRows = await db
    .insert(towers)
    .values(Array.from({ length: 10 }, (_, index) => ({ ...rows, name: `Torre ${index + 1}`, floors: 20 })))
    .returning();
  const unitIds: number[] = [];
  await inSlices(
    Array.from({ length: UNITS }, (_, index) => ({
      ...rows,
      towerId: towerRows[index % towerRows.length]!.id,
      number: `${Math.floor(index / 10) + 100}`,
      floor: Math.floor(index / 100),
    })),
    1_000,
    async (slice) =>
      unitIds.push(...(await db.insert(apartments).values(slice).returning({ id: apartments.id })).map((r) => r.id)),
  );
  const residentIds: number[] = [];
  await inSlices(
    Array.from({ length: RESIDENTS }, (_, index) => ({
      ...rows,
      name: `Nombre ${index}`,
      lastName: `Apellido ${index % 700}`,
      identity: ciFromBody(2_000_000 + index),
      email: `residente${index}@correo.com.uy`,
      phone: `09${String(index).padStart(6, '0')}`,
    })),
    1_000,
    async (slice) =>
      residentIds.push(...(await db.insert(residents).values(slice).returning({ id: residents.id })).map((r) => r.id)),
  );
  // Every resident in one unit, and a quarter of them in a second one (owners who rent another unit out).
  const links = residentIds.flatMap((residentId, index) => {
    const first = { ...rows, residentId, apartmentId: unitIds[index % UNITS]!, relation: 'propietario' };
    if (index % 4 !== 0) return [first];
    return [first, { ...rows, residentId, apartmentId: unitIds[(index + 7) % UNITS]!, relation: 'inquilino' }];
  });
  await inSlices(links, 2_000, (slice) => db.insert(residentApartments).values(slice));

  const app = await build({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'x-system': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoLogins[1].email, password: demoLogins[1].password }),
  });
  const { token } = (await signin.json()) as { token: string };
  const target = {
    url: `${base}/api/residents/findall/${building!.id}`,
    headers: { 'x-system': '1', 'x-token': token },
  };
  const check = await fetch(target.url, { headers: target.headers });
  const text = await check.text();
  const body = JSON.parse(text) as { residents?: unknown[] };
  if (check.status !== 200 || body.residents?.length !== RESIDENTS) {
    throw new Error(`La ruta no respondió ${RESIDENTS} residentes: ${check.status} ${text.slice(0, 200)}`);
  }

  if (busy) {
    const signIn = async (login: { email: string; password: string }) => {
      const response = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'x-system': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ email: login.email, password: login.password }),
      });
      return { 'x-system': '1', 'x-token': ((await response.json()) as { token: string }).token };
    };
    const complejoNamed = async (name: string) =>
      (await db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
    let written = 0;
    /** One pantry created through the API in `complejo`, as `headers` (the complejo's administrator). */
    const pantryWriter = (complejo: number, headers: Record<string, string>) => async () => {
      written += 1;
      const response = await fetch(`${base}/api/pantries/create`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ buildingId: complejo, number: `CARGA-${written}`, description: '' }),
      });
      return ((await response.json()) as { ok: boolean }).ok;
    };
    const writers: { label: string; write?: () => Promise<boolean> }[] = [{ label: 'sin escrituras' }];
    if (withWrites) {
      writers.push(
        {
          label: '1 escritura/s, misma administradora',
          write: pantryWriter(await complejoNamed('Complejo Parque Batlle'), target.headers),
        },
        {
          label: '1 escritura/s, otra administradora',
          write: pantryWriter(await complejoNamed('Residencial Playa Brava'), await signIn(demoLogins[2])),
        },
      );
    }
    // Issue #13's busy list: 50 clients at once, each asking again as soon as it is answered, plain and with the
    // brotli a browser accepts.
    const runs: string[][] = [];
    const notes: string[] = [];
    for (const writer of writers) {
      for (const encoding of ['identity', 'br, gzip']) {
        const writes = writer.write ? writeEverySecond(writer.write) : undefined;
        const summary = await measureBusy(
          { url: target.url, headers: { ...target.headers, 'accept-encoding': encoding } },
          { connections: 50, seconds, warmupSeconds, cacheCounts: () => app.answerCache.stats() },
        );
        const done = await writes?.stop();
        if (done?.failed)
          notes.push(`${writer.label}, ${encoding}: ${done.failed} de ${done.done} escrituras fallaron`);
        runs.push([`${database.kind}, ${encoding}, ${writer.label}`, ...busyCells(summary)]);
      }
    }
    console.log(
      `Lista concurrida: ${RESIDENTS} residentes (${(text.length / 1024).toFixed(0)} KiB de JSON), ${seconds} s tras ` +
        `${warmupSeconds} s de calentamiento; objetivo PostgreSQL ≥ 400 req/s y p99 ≤ 300 ms, PGlite ≥ 250 y ≤ 500 ms`,
    );
    console.log(formatTable(['base, codificación y escrituras al lado', ...BUSY_HEADERS], runs));
    for (const note of notes) console.log(note);
    await app.close();
  } else {
    // Side by side: as in production, where a list is read from the database once per change and then kept, and with
    // the answer cache off, which is what the first reader after each change pays.
    await app.close();
    const rows: string[][] = [];
    let production: Awaited<ReturnType<typeof measureFixedRate>> | undefined;
    for (const [label, answerCacheBytes] of [
      ['con caché de respuestas', config.answerCacheBytes],
      ['sin caché (cada respuesta desde la base)', 0],
    ] as const) {
      const measured = await build({ config: { ...config, answerCacheBytes }, database });
      await measured.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(measured.server.address() as AddressInfo).port}/api/residents/findall/${building!.id}`;
      const result = await measureFixedRate({ ...target, url }, { rate, seconds, warmupSeconds });
      production ??= result;
      rows.push([`${database.kind}, ${label}`, ...summaryCells(result)]);
      const warning = shortfall(result);
      if (warning) console.log(`${label}: ${warning}`);
      await measured.close();
    }
    console.log(
      `${database.kind}, ${rate} req/s durante ${seconds} s (tras ${warmupSeconds} s de calentamiento), ${UNITS} unidades, ` +
        `${RESIDENTS} residentes (${links.length} vínculos, ${(text.length / 1024).toFixed(0)} KiB por respuesta, ` +
        `validación de respuestas ${config.validateAnswers ? 'activa' : 'apagada'})`,
    );
    console.log(formatTable(['base', ...SUMMARY_HEADERS], rows));
    const goalMs = database.kind === 'pglite' ? 100 : 60;
    const passed = production!.p99 <= goalMs && !shortfall(production!);
    console.log(
      `Objetivo p99 ≤ ${goalMs} ms, como en producción: ${passed ? 'CUMPLE' : 'NO CUMPLE'} (p99 ${production!.p99.toFixed(2)} ms)`,
    );
    if (!passed) process.exitCode = 1;
  }
} finally {
  await database.close();
  await fresh.drop();
}
