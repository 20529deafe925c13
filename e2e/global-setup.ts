import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStartMs } from '@horizontal/test-support/timeouts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the e2e server writes its e-mails (.eml), e.g. a new user's temporary password. */
    outboxDir: string;
  }
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

const waitForServer = (server: ChildProcess, url: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start at ${url}`)), serverStartMs);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Horizontal está funcionando')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

/** The real server, as `npm start` runs it: built app, embedded PGlite in a fresh folder, demo data. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'horizontal-e2e-'));
  const port = 3100 + Math.floor(Math.random() * 800);
  const server = spawn(process.execPath, [tsxCli, 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'pglite'),
      MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
      FILES_DIR: join(dataDir, 'files'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(server, baseURL);
  project.provide('baseURL', baseURL);
  project.provide('outboxDir', join(dataDir, 'outbox'));
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
