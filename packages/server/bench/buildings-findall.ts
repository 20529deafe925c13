/**
 * GET /buildings/findall/{id} for a company with 50 complejos, at a fixed 500 req/s, against the same query behind
 * a bare Fastify + pg route (the floor). Needs a real PostgreSQL: DATABASE_URL=postgres://… npx tsx
 * packages/server/bench/buildings-findall.ts [seconds] [rate]
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { build } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { masterScope } from '../src/repositories/scope';
import { demoLogins, seedDemo } from '../src/seed/demo';
import { fixedRateLoad, type LoadResult } from './load';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('Falta DATABASE_URL: el piso de comparación es Fastify + pg sobre un PostgreSQL real.');
  process.exit(1);
}
const seconds = Number(process.argv[2] ?? 20);
const rate = Number(process.argv[3] ?? 500);

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `horizontal_bench_${randomBytes(4).toString('hex')}`;
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const config = testConfig({ databaseUrl: url.toString(), validateAnswers: process.env.VALIDATE_ANSWERS !== 'false' });
const database = await openDatabase(config);
try {
  await seedDemo(database.db);
  const master = masterScope(0);
  const app = await build({ config, database });
  const created = await app.repos.companies.create(master, {
    name: 'Administradora de Prueba de Carga S.A.',
    rut: '211111110011',
    email: 'carga@ejemplo.com.uy',
    phone: '29000000',
  });
  for (let index = 1; index <= 50; index += 1) {
    await app.repos.buildings.create(master, {
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
  floor.get<{ Params: { id: string } }>('/floor/:id', async (request) => {
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

  const run = async (label: string, options: { url: string; headers: Record<string, string> }) => {
    await fixedRateLoad({ ...options, rate, seconds: 3 });
    const result = await fixedRateLoad({ ...options, rate, seconds });
    console.log(
      `${label.padEnd(28)} enviadas ${result.sent}, ok ${result.ok}, fallidas ${result.failed}; ` +
        `p50 ${result.p50.toFixed(2)} ms, p90 ${result.p90.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, máx ${result.max.toFixed(2)} ms`,
    );
    return result;
  };
  console.log(`${rate} req/s durante ${seconds} s, PostgreSQL real, 50 complejos por respuesta`);
  const ours: LoadResult = await run('Horizontal (Fastify+Drizzle)', target);
  const bare: LoadResult = await run('Piso (Fastify + pg)', { url: `${floorBase}/floor/${created.id}`, headers: {} });
  console.log(`Cociente p50 ${(ours.p50 / bare.p50).toFixed(2)}×, p99 ${(ours.p99 / bare.p99).toFixed(2)}×`);

  await floor.close();
  await floorPool.end();
  await app.close();
} finally {
  await database.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
