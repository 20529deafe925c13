/**
 * GET /buildings/findall/{id} for a company with 50 complejos, at a fixed 500 req/s with autocannon, against the same
 * query behind a bare Fastify + pg route that also looks up the caller's session (the floor); prints p50/p90/p99/max, the achieved rate and the errors of each,
 * and the p50 and p99 ratios. Each run is preceded by a warm-up at the same rate that is not counted. Needs a real
 * PostgreSQL (the floor is pg); it creates a database of its own and drops it at the end:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx packages/server/bench/buildings-findall.ts [seconds] [rate]
 *
 * Defaults: 20 s measured after 5 s of warm-up, 500 req/s. Answers are not validated, as in production;
 * VALIDATE_ANSWERS=true measures with the response check that tests and development run.
 * The load comes from autocannon in a process of its own, 50 connections of 10 req/s each started 20 ms apart
 * (fixed-rate-runner.ts says why), enough for 500 req/s while answers take under 100 ms: a shortfall is printed.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { build } from '../src/app';
import { loadConfig, testConfig } from '../src/config/server-config';
import { createBuildingsRepository } from '../src/core/repositories/buildings.repository';
import { createCompaniesRepository } from '../src/core/repositories/companies.repository';
import { masterScope } from '../src/core/tenant/scope';
import { openDatabase } from '../src/db/client';
import { hashToken } from '../src/lib/tokens';
import { demoLogins, seedDemo } from '../src/seed/demo';
import { formatTable, measureFixedRate, type RunSummary, SUMMARY_HEADERS, shortfall, summaryCells } from './fixed-rate';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Falta DATABASE_URL: el piso de comparación es Fastify + pg sobre un PostgreSQL real.');
  process.exit(1);
}
const seconds = Number(process.argv[2] ?? 20);
const rate = Number(process.argv[3] ?? 500);
const warmupSeconds = 5;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `horizontal_bench_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const production = loadConfig({});
const config = testConfig({
  databaseUrl: url.toString(),
  validateAnswers: process.env.VALIDATE_ANSWERS === 'true',
  // As in production (testConfig turns the caches off for tests that write to the database directly).
  authCacheMs: production.authCacheMs,
  answerCacheBytes: production.answerCacheBytes,
});
const database = await openDatabase(config);
try {
  await seedDemo(database.db);
  const master = masterScope(0);
  const app = await build({ config, database });
  const created = await createCompaniesRepository(database.db).create(master, {
    name: 'Administradora de Prueba de Carga S.A.',
    rut: '211111110011',
    email: 'carga@ejemplo.com.uy',
    phone: '29000000',
  });
  for (let index = 1; index <= 50; index += 1) {
    await createBuildingsRepository(database.db).create(master, {
      companyId: created.id,
      name: `Complejo ${String(index).padStart(2, '0')}`,
      address: `Av. 18 de Julio ${1000 + index}`,
      city: 'Montevideo',
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'x-system': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoLogins[0].email, password: demoLogins[0].password }),
  });
  const { token } = (await signin.json()) as { token: string };

  const floorPool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const floor = Fastify({ logger: false });
  // An honest floor: like ours, it finds the live session of x-token (one query, as ours does without its copy) and
  // refuses a token it does not know; the master, as ours, needs no module or screen check.
  floor.get<{ Params: { id: string } }>('/floor/:id', async (request, reply) => {
    const token = request.headers['x-token'];
    const session = await floorPool.query(
      `SELECT s.id, u.id AS "userId", u.status, r.name AS role,
         coalesce((SELECT array_agg(ub.building_id) FROM user_buildings ub WHERE ub.user_id = u.id), '{}') AS buildings
       FROM sessions s JOIN users u ON u.id = s.user_id JOIN roles r ON r.id = u.role_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
      [hashToken(typeof token === 'string' ? token : '')],
    );
    if (session.rows[0]?.status !== 'activo') return reply.code(401).send({ ok: false, message: 'Sesión inválida' });
    const { rows } = await floorPool.query(
      'SELECT id, company_id AS "companyId", name, address, city FROM buildings WHERE company_id = $1 ORDER BY name, id',
      [Number(request.params.id)],
    );
    return { ok: true, message: 'OK', buildings: rows };
  });
  await floor.listen({ port: 0, host: '127.0.0.1' });
  const floorBase = `http://127.0.0.1:${(floor.server.address() as AddressInfo).port}`;

  const target = { url: `${base}/api/buildings/findall/${created.id}`, headers: { 'x-system': '1', 'x-token': token } };
  const check = await fetch(target.url, { headers: target.headers });
  const body = (await check.json()) as { buildings?: unknown[] };
  if (check.status !== 200 || body.buildings?.length !== 50) {
    throw new Error(`La ruta no respondió 50 complejos: ${check.status} ${JSON.stringify(body).slice(0, 200)}`);
  }

  const floorTarget = { url: `${floorBase}/floor/${created.id}`, headers: { 'x-token': token } };
  console.log(
    `${rate} req/s durante ${seconds} s (tras ${warmupSeconds} s de calentamiento), PostgreSQL, 50 complejos por ` +
      `respuesta, validación de respuestas ${config.validateAnswers ? 'activa' : 'apagada'}`,
  );
  const ours: RunSummary = await measureFixedRate(target, { rate, seconds, warmupSeconds });
  const bare: RunSummary = await measureFixedRate(floorTarget, { rate, seconds, warmupSeconds });
  console.log(
    formatTable(
      ['ruta', ...SUMMARY_HEADERS],
      [
        ['Horizontal (Fastify + Drizzle)', ...summaryCells(ours)],
        ['Piso (Fastify + pg)', ...summaryCells(bare)],
      ],
    ),
  );
  console.log(
    `Cociente Horizontal / piso: p50 ${(ours.p50 / bare.p50).toFixed(2)}×, p99 ${(ours.p99 / bare.p99).toFixed(2)}×`,
  );
  for (const [label, summary] of [
    ['Horizontal', ours],
    ['Piso', bare],
  ] as const) {
    const warning = shortfall(summary);
    if (warning) console.log(`${label}: ${warning}`);
  }

  await floor.close();
  await floorPool.end();
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
