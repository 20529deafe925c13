import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { contract } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { type ServerConfig, testConfig } from '../src/config/server-config';
import { systemHeaders } from '../src/core/test/test-app';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { demoLogins } from '../src/seed/demo';
import { largeComplejo } from './large-complejo';

// `npm start`'s heap ceiling (packages/server/package.json), under which V8 collects before the process grows.
const SERVER_HEAP_MB = 384;

type Signed = { app: FastifyInstance; headers: Record<string, string>; companyId: number };
type Handoff = Record<string, number>;

const again = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status ?? 1;

/** The demo administrator signed in through the call. */
const signedIn = async (app: FastifyInstance, companyId: number): Promise<Signed> => {
  const signIn = await app.inject({
    method: 'POST',
    url: `/api${contract.auth.signin.path}`,
    headers: systemHeaders,
    payload: { email: demoLogins[1].email, password: demoLogins[1].password },
  });
  return { app, headers: { ...systemHeaders, 'x-token': signIn.json().token as string }, companyId };
};

/**
 * A bench whose memory is measured as `npm start` runs the server: under its heap ceiling (the bench starts itself
 * again with it when it lacks it); and on the embedded database, with the complejo made (`prepare`) in this process
 * and the work measured (`measure`) in a second one that opens its data folder on disk, as `npm start` does on every
 * start but the first: creating a database (initdb) takes more memory than a server ever uses after, and a database
 * in memory would count every page as the server's. On PostgreSQL both run in this process, on a new database.
 * `prepare` hands `measure` what it made as numbers (ids).
 */
export const benchAsNpmStart = async <Made extends Handoff>(bench: {
  complejo: string;
  units: number;
  /** The server's settings on PostgreSQL (its job queue); the embedded one runs as `npm start` does. */
  postgres?: Partial<ServerConfig>;
  prepare: (server: Signed & { complejoId: number }) => Promise<Made>;
  measure: (server: Signed, made: Made) => Promise<void>;
}) => {
  if (getHeapStatistics().heap_size_limit > (SERVER_HEAP_MB + 64) * 1_048_576) {
    const options = `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${SERVER_HEAP_MB}`;
    process.exit(again({ NODE_OPTIONS: options }));
  }

  const reopened = process.env.BENCH_DATA_DIR;
  if (reopened) {
    const config = testConfig({ dataDir: reopened, validateAnswers: false, jobQueue: 'in-process' });
    const database = await openDatabase(config);
    const app = await build({ config, database });
    try {
      const [login] = await database.db.select().from(users).where(eq(users.email, demoLogins[1].email));
      await bench.measure(await signedIn(app, login!.companyId!), JSON.parse(process.env.BENCH_MADE!) as Made);
    } finally {
      await app.close();
      await database.close();
    }
    return;
  }

  const embedded = !process.env.DATABASE_URL;
  const scratch = mkdtempSync(join(tmpdir(), 'horizontal-bench-'));
  const dataDir = join(scratch, 'pglite');
  const { app, login, complejo, headers, close } = await largeComplejo(
    bench.complejo,
    bench.units,
    embedded ? { dataDir, jobQueue: 'in-process' } : (bench.postgres ?? {}),
  );
  try {
    const server = { app, headers, companyId: login.companyId! };
    const made = await bench.prepare({ ...server, complejoId: complejo.id });
    if (embedded) {
      await app.close();
      await app.database.close();
      process.exitCode = again({ BENCH_DATA_DIR: dataDir, BENCH_MADE: JSON.stringify(made) });
    } else {
      await bench.measure(server, made);
    }
  } finally {
    if (!embedded) await close();
    rmSync(scratch, { recursive: true, force: true });
  }
};
