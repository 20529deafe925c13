import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from './app';
import { testConfig } from './config/server-config';
import { freshDatabaseUrl, systemHeaders } from './core/test/test-app';
import { openDatabase } from './db/client';

const script = fileURLToPath(new URL('./create-master.ts', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

let dataDir: string;
let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'horizontal-create-master-'));
  fresh = await freshDatabaseUrl();
});
afterAll(async () => {
  await fresh.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The command as an operator runs it, on this test's database (a PGlite folder, or a new PostgreSQL database). */
const run = (...args: string[]) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [tsxCli, script, ...args], {
      env: { ...process.env, DATABASE_URL: fresh.url ?? '', DATA_DIR: join(dataDir, 'pglite'), MASTER_EMAIL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });

const temporaryPasswordIn = (stdout: string) => stdout.match(/Contraseña temporal: (\S+)/)?.[1] ?? '';

/** Signs in on the database the command wrote to (the command has ended: PGlite takes one process at a time). */
const signIn = async (email: string, password: string) => {
  const config = testConfig({ databaseUrl: fresh.url, dataDir: join(dataDir, 'pglite') });
  const database = await openDatabase(config);
  const app = await build({ config, database });
  try {
    const res = await app.inject({
      method: 'POST',
      url: `${config.apiPrefix}${contract.auth.signin.path}`,
      headers: systemHeaders,
      payload: { email, password },
    });
    return res.json() as { ok: boolean; indCreated?: boolean };
  } finally {
    await app.close();
    await database.close();
  }
};

describe('npm run create-master -w @horizontal/server -- correo [nombre]', () => {
  it('says how to call it, and refuses an e-mail that is not one, before touching the database', async () => {
    const bare = await run();
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('Uso: npm run create-master -w @horizontal/server -- correo@dominio.uy [nombre]');
    const wrong = await run('dueno@horizontal');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim()).toBe(
      'Correo del usuario maestro: Al dominio le falta la terminación, por ejemplo nombre@dominio.com.',
    );
  });

  it('creates the master with a temporary password, and run again gives it a new one', async () => {
    const created = await run('Dueno@Horizontal.uy', 'Dueño', 'de', 'Horizontal');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Usuario maestro creado: dueno@horizontal.uy');
    const first = temporaryPasswordIn(created.stdout);
    expect(first).toHaveLength(12);
    expect(await signIn('dueno@horizontal.uy', first)).toMatchObject({ ok: true, indCreated: true });

    const reset = await run('dueno@horizontal.uy');
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain('Nueva contraseña temporal para el usuario maestro dueno@horizontal.uy');
    const second = temporaryPasswordIn(reset.stdout);
    expect(second).not.toBe(first);
    expect(await signIn('dueno@horizontal.uy', first)).toMatchObject({ ok: false });
    expect(await signIn('dueno@horizontal.uy', second)).toMatchObject({ ok: true, indCreated: true });
  });
});
