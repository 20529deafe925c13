import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeBrowserPort } from '@horizontal/test-support/app-server';
import { serverStartMs } from '@horizontal/test-support/timeouts';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const mainPath = join(repoRoot, 'packages/server/src/main.ts');

type Launch = { command: string; args: string[]; uid?: number; gid?: number };

/**
 * How to start a process that folder permissions stop. Root (CI, containers) passes every permission check, so as
 * root the child runs without CAP_DAC_OVERRIDE (setpriv: still root, so it reads the repository wherever it lies)
 * or, where setpriv is missing, as nobody; any other user runs it as itself.
 */
export type Unprivileged = {
  how: string;
  launch: (command: string, args: string[]) => Launch;
  /** Hands a folder the child must write to over to it (only needed as nobody). */
  own: (folder: string) => void;
};

const NOBODY = 65_534;

// Exits 0 when it cannot create a file in the folder it is given, 1 when it can, 2 when it cannot read `main.ts`.
const probeScript = `
const fs = require('node:fs');
try { fs.accessSync(process.argv[2], fs.constants.R_OK); } catch { process.exit(2); }
try { fs.writeFileSync(require('node:path').join(process.argv[1], 'x'), 'x'); process.exit(1); } catch { process.exit(0); }
`;

const stoppedBy = (launch: Launch, folder: string) => {
  const result = spawnSync(launch.command, [...launch.args, folder, mainPath], {
    uid: launch.uid,
    gid: launch.gid,
    stdio: 'ignore',
  });
  return result.status === 0;
};

/** The way this machine has to run an unprivileged child; null when there is none (then say so, and skip). */
export const findUnprivileged = (): Unprivileged | null => {
  const options: Unprivileged[] = [];
  if (process.getuid?.() !== 0) {
    options.push({ how: 'el usuario actual', launch: (command, args) => ({ command, args }), own: () => undefined });
  } else {
    options.push({
      how: 'root sin CAP_DAC_OVERRIDE (setpriv)',
      launch: (command, args) => ({
        command: 'setpriv',
        args: ['--bounding-set=-dac_override', '--inh-caps=-dac_override', '--', command, ...args],
      }),
      own: () => undefined,
    });
    options.push({
      how: 'nobody',
      launch: (command, args) => ({ command, args, uid: NOBODY, gid: NOBODY }),
      own: (folder) => chownSync(folder, NOBODY, NOBODY),
    });
  }
  const folder = mkdtempSync(join(tmpdir(), 'horizontal-permisos-'));
  try {
    chmodSync(folder, 0o555);
    return (
      options.find((option) => stoppedBy(option.launch(process.execPath, ['-e', probeScript, '--']), folder)) ?? null
    );
  } finally {
    chmodSync(folder, 0o755);
    rmSync(folder, { recursive: true, force: true });
  }
};

export type ServerRun = {
  process: ChildProcess;
  /** Standard output and error so far. */
  stdout: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the server listens; rejects if it exits first. */
  started: Promise<void>;
  baseURL: string;
};

/** `packages/server/src/main.ts`, started as `npm start` would, unprivileged, with `env` on top of the test's. */
export const runServer = async (unprivileged: Unprivileged, env: Record<string, string>): Promise<ServerRun> => {
  const port = await freeBrowserPort();
  // tsx as a loader, as `npm start` runs it: its CLI would stand between the signals and the server.
  const launch = unprivileged.launch(process.execPath, ['--import', 'tsx', mainPath]);
  const child = spawn(launch.command, launch.args, {
    cwd: repoRoot,
    uid: launch.uid,
    gid: launch.gid,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${stdout}\n${stderr}`)), serverStartMs);
    const check = () => {
      if (!stdout.includes('Horizontal está funcionando')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', check);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  // Whoever only waits for the exit must not see an unhandled rejection.
  started.catch(() => undefined);
  return {
    process: child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    started,
    baseURL: `http://127.0.0.1:${port}`,
  };
};
