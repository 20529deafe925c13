/**
 * POST /auth/forgot for a known and an unknown e-mail, alternated over real HTTP on a started server (in-memory
 * PGlite, or PostgreSQL with DATABASE_URL in a database of its own): prints the median and p90 of each and their
 * difference, and exits 1 when the medians differ by more than 2 ms (issue #26 saw 21.5 vs 10.2 ms, which told
 * who has a user).
 *
 *   npx tsx packages/server/bench/forgot-timing.ts [pairs]        # default 200 pairs, after 20 not counted
 */
import type { AddressInfo } from 'node:net';
import { build } from '../src/app';
import { testConfig } from '../src/config/server-config';
import { freshDatabaseUrl } from '../src/core/test/test-app';
import { openDatabase } from '../src/db/client';
import { demoLogins, seedDemo } from '../src/seed/demo';
import { runInChild } from './fixed-rate';
import type { ForgotTimingRequest, ForgotTimingSummary } from './forgot-timing-runner';

const pairs = Number(process.argv[2] ?? 200);

// A database of its own on the DATABASE_URL server (dropped at the end), or in-memory PGlite.
const fresh = await freshDatabaseUrl();
const databaseUrl = fresh.url;
const config = testConfig({ databaseUrl });
const database = await openDatabase(config);
const app = await build({ config, database });
try {
  await seedDemo(database.db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const summary = await runInChild<ForgotTimingRequest, ForgotTimingSummary>(
    new URL('./forgot-timing-runner.ts', import.meta.url),
    {
      url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/auth/forgot`,
      knownEmail: demoLogins[3].email,
      pairs,
      warmup: 20,
      pauseMs: 50,
    },
  );
  const { known, unknown } = summary;
  const quantile = (values: number[], q: number) =>
    [...values].sort((a, b) => a - b)[Math.floor(q * (values.length - 1))]!;
  const row = (label: string, values: number[]) =>
    `${label.padEnd(16)} mediana ${quantile(values, 0.5).toFixed(2)} ms   p90 ${quantile(values, 0.9).toFixed(2)} ms`;
  const difference = quantile(known, 0.5) - quantile(unknown, 0.5);
  console.log(`POST /auth/forgot, ${pairs} pares sobre ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
  console.log(row('correo conocido', known));
  console.log(row('correo ajeno', unknown));
  console.log(`diferencia de medianas: ${difference.toFixed(2)} ms (meta: ≤ 2 ms)`);
  process.exitCode = Math.abs(difference) <= 2 ? 0 : 1;
} finally {
  await app.close();
  await database.close();
  await fresh.drop();
}
