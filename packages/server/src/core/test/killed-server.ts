import { join } from 'node:path';
import { buildPath, type CallDefinition, contract } from '@horizontal/domain';
import { systemHeaders } from './test-app';
import { runServer, type ServerRun, type Unprivileged } from './unprivileged';

/** Run as the current user: what a kill test checks does not depend on folder permissions. */
const asItself: Unprivileged = {
  how: 'el usuario actual',
  launch: (command, args) => ({ command, args }),
  own: () => undefined,
};

/**
 * What the child server is started with: the test's database (a PostgreSQL database, or PGlite in `scratch`) and
 * its own outbox and file folders in `scratch`, without demo data or kept answers.
 */
export const childServerEnv = (scratch: string, databaseUrl: string | undefined): Record<string, string> => ({
  DATABASE_URL: databaseUrl ?? '',
  DATA_DIR: join(scratch, 'pglite'),
  SEED_DEMO: 'false',
  MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
  FILES_DIR: join(scratch, 'files'),
  ANSWER_CACHE_MB: '0',
});

/**
 * The real server as a child process, for the tests that kill it (SIGKILL, no chance to clean up) and start it again
 * on the same database: one at a time, stopped gracefully by `stop`.
 */
export const killableServer = (env: () => Record<string, string>) => {
  let run: ServerRun | null = null;
  return {
    start: async () => {
      run = await runServer(asItself, env());
      await run.started;
      return run;
    },
    /** SIGKILL, and waits until the operating system has ended it. */
    kill: async () => {
      if (!run) return;
      run.process.kill('SIGKILL');
      const exited = await run.exited;
      run = null;
      return exited;
    },
    stop: async () => {
      if (!run) return;
      if (run.process.exitCode === null && run.process.signalCode === null) run.process.kill('SIGTERM');
      await run.exited;
      run = null;
    },
  };
};

/** Signs in through the call and answers a client of the contract's calls for that session. */
export const signedInCaller = async (server: ServerRun, login: { email: string; password: string }) => {
  const response = await fetch(`${server.baseURL}/api${contract.auth.signin.path}`, {
    method: 'POST',
    headers: { ...systemHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  const token = ((await response.json()) as { token: string }).token;
  return async (call: CallDefinition, params?: Record<string, number>, body?: unknown) => {
    const answer = await fetch(`${server.baseURL}/api${buildPath(call.path, params)}`, {
      method: call.method,
      headers: {
        ...systemHeaders,
        'x-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> & { ok: boolean } };
  };
};
