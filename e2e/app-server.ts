import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStartMs } from '@horizontal/test-support/timeouts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * One more real server, like global-setup's but with its own settings (e.g. a session life of seconds), in a
 * fresh PGlite folder on a random loopback port. `stop()` ends it and removes the folder.
 */
export const startAppServer = async (env: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'horizontal-e2e-extra-'));
  const port = 3950 + Math.floor(Math.random() * 40);
  const server: ChildProcess = spawn(process.execPath, [tsxCli, 'packages/server/src/main.ts'], {
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the extra server did not start')), serverStartMs);
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Horizontal está funcionando')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the extra server exited with ${code}`));
    });
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
