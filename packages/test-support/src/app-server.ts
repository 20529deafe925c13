import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverStartMs } from './timeouts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Ports Chromium refuses to open (ERR_UNSAFE_PORT, net/base/port_util.cc) above 1024. A random port in 3100–3900
 * once landed on 3659 and failed a whole CI run, so a port is asked from the system and checked against these.
 */
const portsChromiumRefuses = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

const portFromSystem = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

export const browserOpens = (port: number) => port > 0 && port < 65536 && !portsChromiumRefuses.has(port);

/** A loopback port that is free now and that a browser will open. */
export const freeBrowserPort = async (): Promise<number> => {
  for (;;) {
    const port = await portFromSystem();
    if (browserOpens(port)) return port;
  }
};

export interface AppServer {
  baseURL: string;
  port: number;
  /** The server's own folder: pglite/, outbox/ (its e-mails, .eml) and files/. */
  dataDir: string;
  outboxDir: string;
  process: ChildProcess;
  /** Ends the server (SIGTERM) and removes its folder. */
  stop: () => Promise<void>;
}

/**
 * The real server as `npm start` runs it (built app, embedded PGlite in a fresh folder, demo data) on a free loopback
 * port; `env` changes its settings (e.g. a session life of seconds, or a DATABASE_URL).
 */
export const startAppServer = async (env: Record<string, string> = {}): Promise<AppServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'horizontal-server-'));
  const port = await freeBrowserPort();
  const outboxDir = join(dataDir, 'outbox');
  // tsx as a loader, not its CLI: the CLI relays a SIGTERM to the server and, when the server has not said it got
  // it within 30 ms (a busy machine), kills it, so the server could never shut down gracefully.
  // The heap ceiling of `npm start` too (packages/server/package.json): what the e2e runs is what is shipped.
  const server = spawn(
    process.execPath,
    ['--max-old-space-size=384', '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, 'pglite'),
        MAIL_OUTBOX_DIR: outboxDir,
        FILES_DIR: join(dataDir, 'files'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // Nothing waits in the accept queue of a test's server when it stops: it need not keep listening meanwhile.
        SHUTDOWN_GRACE_MS: '0',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    // A server that dies while starting takes its folder with it; once started, its folder outlives it until stop(),
    // so that a test may read what a stopped server left (its database, its e-mails).
    const failedToStart = (code: number | null) => {
      clearTimeout(timer);
      removeFolder();
      reject(new Error(`the server exited with ${code}:\n${output}`));
    };
    const timer = setTimeout(
      () => reject(new Error(`the server did not start on port ${port}:\n${output}`)),
      serverStartMs,
    );
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Horizontal está funcionando')) {
        clearTimeout(timer);
        server.off('exit', failedToStart);
        resolve();
      }
    });
    server.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    server.once('exit', failedToStart);
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    outboxDir,
    process: server,
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      removeFolder();
    },
  };
};
