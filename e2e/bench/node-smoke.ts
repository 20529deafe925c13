/**
 * Smoke of the real server on the Node that runs this file (issue #39: the suite runs on the machine's Node; this
 * proves another line, e.g. Node 24, serves the built app). scripts/node-smoke.sh brings that Node with npm's `node`
 * package and runs this with it, so the server, spawned with process.execPath, runs on it too. As `npm start` does:
 * the built app, embedded PGlite in a fresh folder, demo data; then over HTTP a sign-in, a list, a create and the
 * created unit read back. Exits non-zero naming the step that failed; the server is stopped and its folder removed
 * whatever happens, within SMOKE_LIMIT_SECONDS counted from SMOKE_STARTED_AT (the script's start, download included).
 *   bash scripts/node-smoke.sh [24]
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeBrowserPort } from '@horizontal/test-support/app-server';

type Answer = { ok?: boolean; message?: string; [key: string]: unknown };
type Apartment = { id: number; number: string; floor: number };

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const startedAt = Number(process.env.SMOKE_STARTED_AT) || Date.now();
const limitSeconds = Number(process.env.SMOKE_LIMIT_SECONDS) || 120;
const seconds = () => ((Date.now() - startedAt) / 1000).toFixed(1);

let step = 'preparación';
let readyAt = '';
let server: ChildProcess | undefined;
let serverOutput = '';
const dataDir = mkdtempSync(join(tmpdir(), 'horizontal-node-smoke-'));

const stopServer = async () => {
  const running = server;
  if (running && running.exitCode === null && running.signalCode === null) {
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    // A server that does not close in 10 s would keep the CI waiting: it is killed.
    const killer = setTimeout(() => running.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  }
  rmSync(dataDir, { recursive: true, force: true });
};

let finishing: Promise<never> | undefined;
const finish = (failure?: string): Promise<never> => {
  finishing ??= (async () => {
    await stopServer();
    if (failure) {
      console.error(`Humo en Node ${process.version}: falló el paso «${step}» a los ${seconds()} s: ${failure}`);
      if (serverOutput.trim()) console.error(`Salida del servidor:\n${serverOutput.slice(-4000)}`);
      process.exit(1);
    }
    console.log(`Humo en Node ${process.version}: bien en ${seconds()} s (servidor listo a los ${readyAt} s).`);
    process.exit(0);
  })();
  return finishing;
};

setTimeout(() => void finish(`no terminó dentro de ${limitSeconds} s.`), startedAt + limitSeconds * 1000 - Date.now());
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void finish(`recibió ${signal}.`));

const port = await freeBrowserPort();
const baseURL = `http://127.0.0.1:${port}`;

const call = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<Answer> => {
  const headers: Record<string, string> = { 'x-system': '1' };
  if (token) headers['x-token'] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as Answer | null;
  if (answer?.ok !== true) throw new Error(`${method} ${path} → HTTP ${res.status}: ${answer?.message ?? 'sin JSON'}`);
  return answer;
};

const run = async () => {
  step = 'arranque del servidor';
  // tsx as a loader, as `npm start` runs it (packages/server/package.json), on this very Node binary.
  server = spawn(process.execPath, ['--max-old-space-size=384', '--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // .ci/run exports the machine's PostgreSQL for the suite; the smoke is `npm start`'s embedded database.
      DATABASE_URL: '',
      DATA_DIR: join(dataDir, 'pglite'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      FILES_DIR: join(dataDir, 'files'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    serverOutput += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`el servidor terminó (${server.exitCode ?? server.signalCode}) sin quedar listo.`);
    }
    const ready = await fetch(`${baseURL}/api/health/ready`).catch(() => null);
    if (ready?.status === 200) {
      readyAt = seconds();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  step = 'ingreso (POST /auth/signin)';
  const signin = await call('POST', '/auth/signin', undefined, {
    email: 'admin@horizontal.uy',
    password: 'Admin#2026',
  });
  const token = String(signin.token);
  const user = signin.user as { buildings: { id: number }[] } | undefined;
  const buildingId = user?.buildings[0]?.id;
  if (!buildingId) throw new Error('el administrador no tiene complejos en la respuesta.');

  step = `lista de apartamentos (GET /apartments/findall/${buildingId})`;
  const before = (await call('GET', `/apartments/findall/${buildingId}`, token)).apartments as Apartment[];
  if (before.length === 0) throw new Error('la lista de la demostración vino vacía.');

  step = 'alta de apartamento (POST /apartments/create)';
  const unit = { buildingId, towerId: null, number: '9901', floor: 9 };
  const created = (await call('POST', '/apartments/create', token, unit)).apartment as Apartment;

  step = 'lectura del apartamento creado';
  const after = (await call('GET', `/apartments/findall/${buildingId}`, token)).apartments as Apartment[];
  const found = after.find((apartment) => apartment.id === created.id);
  if (found?.number !== unit.number || found.floor !== unit.floor || after.length !== before.length + 1) {
    throw new Error(`la lista no trae el apartamento ${unit.number} creado (id ${created.id}).`);
  }
};

await run().then(
  () => finish(),
  (error: unknown) => finish(error instanceof Error ? error.message : String(error)),
);
