import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config/server-config';
import { everythingUnder } from '../lib/folders';
import { newFileKey } from '../lib/storage';
import { unwritableFolderMessage } from './errors/unavailable';
import { createTestApp } from './test/test-app';
import { findUnprivileged, runServer, type ServerRun } from './test/unprivileged';

/**
 * Issue #27 item 6: a folder the server cannot write to. At start: one Spanish line naming the folder and the cause,
 * exit code 1, no stack. While serving: a 503 naming the problem (the database's folder, the uploads'), and the
 * server recovers by itself once the folder can be written again.
 *
 * Root writes anywhere whatever the permissions, so the server runs as a child that they stop (see unprivileged.ts).
 */
const unprivileged = findUnprivileged();
const scratch = mkdtempSync(join(tmpdir(), 'horizontal-carpetas-'));
chmodSync(scratch, 0o755);
unprivileged?.own(scratch);

afterAll(() => {
  chmodTree(scratch, true);
  rmSync(scratch, { recursive: true, force: true });
});

/** chmod -R a-w, or u+w to undo it. */
const chmodTree = (folder: string, writable: boolean) => {
  for (const path of everythingUnder(folder)) {
    const { mode } = statSync(path);
    chmodSync(path, writable ? mode | 0o200 : mode & ~0o222);
  }
};

/** A folder of its own for each server, writable by it. */
const ownFolder = (name: string) => {
  const folder = join(scratch, name);
  mkdirSync(folder);
  unprivileged?.own(folder);
  return folder;
};

/** A folder that exists and that the server may not write to. */
const locked = join(scratch, 'bloqueada');
mkdirSync(locked);
chmodSync(locked, 0o555);

const pdf = Buffer.from('%PDF-1.4\n% Acta de asamblea\n');

describe('an unwritable folder, in the process', () => {
  it('answers an upload whose folder cannot be made with a Spanish 503 that names it', async () => {
    // Even root cannot make a folder inside a file.
    const file = join(scratch, 'un-archivo');
    writeFileSync(file, 'no es una carpeta');
    const t = await createTestApp({ files: { ...testConfig().files, dir: join(file, 'archivos') } });
    try {
      const key = newFileKey('c1', 'documentos', 'acta.pdf', 'application/pdf');
      const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: pdf.length });
      const res = await t.app.inject({
        method: 'PUT',
        url: grant.url,
        payload: pdf,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        ok: false,
        message: unwritableFolderMessage({ kind: 'files', reason: 'not-a-folder' }),
      });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!unprivileged)(`a start that cannot write to a folder (as ${unprivileged?.how})`, () => {
  const failedStart = async (env: Record<string, string>) => {
    const folder = ownFolder(`inicio-${Object.keys(env).join('-')}-${Math.random().toString(36).slice(2)}`);
    const run = await runServer(unprivileged!, {
      DATA_DIR: join(folder, 'pglite'),
      FILES_DIR: join(folder, 'files'),
      MAIL_OUTBOX_DIR: join(folder, 'outbox'),
      ...env,
    });
    // A server that starts instead is stopped at once: the test fails on its exit code, it does not hang.
    await Promise.race([run.exited, run.started.catch(() => undefined)]);
    if (run.process.exitCode === null) run.process.kill('SIGTERM');
    const { code } = await run.exited;
    return { code, stderr: run.stderr().trim(), stdout: run.stdout() };
  };

  /** One line, in Spanish, without a stack trace or PGlite's code. */
  const expectOneLine = (stderr: string, start: string, setting: string) => {
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr.startsWith(start)).toBe(true);
    expect(stderr).toContain(setting);
    expect(stderr).not.toMatch(/\bat |PGlite|Error/);
  };

  it('names the data folder that exists and cannot be written, and exits with 1', async () => {
    const { code, stderr, stdout } = await failedStart({ DATA_DIR: locked });
    expect(code).toBe(1);
    expectOneLine(stderr, `No se puede escribir en la carpeta de datos ${locked} (permiso denegado).`, 'DATA_DIR');
    expect(stdout).not.toContain('funcionando');
  });

  it('names the data folder that cannot be created', async () => {
    const missing = join(locked, 'pglite');
    const { code, stderr } = await failedStart({ DATA_DIR: missing });
    expect(code).toBe(1);
    expectOneLine(stderr, `No se puede crear la carpeta de datos ${missing} (permiso denegado).`, 'DATA_DIR');
  });

  it('names the uploads folder', async () => {
    const { code, stderr } = await failedStart({ FILES_DIR: locked });
    expect(code).toBe(1);
    expectOneLine(stderr, `No se puede escribir en la carpeta de archivos ${locked} (permiso denegado).`, 'FILES_DIR');
  });

  it('names the mail outbox folder when mail goes to files', async () => {
    const { code, stderr } = await failedStart({ MAIL_OUTBOX_DIR: locked });
    expect(code).toBe(1);
    expectOneLine(
      stderr,
      `No se puede escribir en la carpeta de correo saliente ${locked} (permiso denegado).`,
      'MAIL_OUTBOX_DIR',
    );
  });
});

describe.skipIf(!unprivileged)(`a folder that stops being writable while serving (as ${unprivileged?.how})`, () => {
  let run: ServerRun;
  let folder: string;
  let token: string;

  beforeAll(async () => {
    folder = ownFolder('servidor');
    run = await runServer(unprivileged!, {
      DATA_DIR: join(folder, 'pglite'),
      FILES_DIR: join(folder, 'files'),
      MAIL_OUTBOX_DIR: join(folder, 'outbox'),
    });
    await run.started;
    const signin = await call('POST', '/api/auth/signin', { email: 'admin@horizontal.uy', password: 'Admin#2026' });
    expect(signin.status).toBe(200);
    token = signin.body.token;
  });

  afterAll(async () => {
    if (!run) return;
    chmodTree(folder, true);
    run.process.kill('SIGTERM');
    await run.exited;
  });

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${run.baseURL}${path}`, {
      method,
      headers: {
        'x-system': '1',
        ...(token ? { 'x-token': token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
  };

  /** Asks until the answer has `status`: the server looks at its folder at most twice a second. */
  const callUntil = async (status: number, method: string, path: string, body?: unknown) => {
    const deadline = Date.now() + asyncWaitMs;
    for (;;) {
      const answer = await call(method, path, body);
      if (answer.status === status || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers an upload to a read-only uploads folder with a Spanish 503, and takes it once writable', async () => {
    const signed = await call('POST', '/api/general/getsignedurl', {
      fileName: 'acta.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
      folder: 'documentos',
    });
    expect(signed.status).toBe(200);
    const upload = () =>
      fetch(`${run.baseURL}${signed.body.url}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/pdf' },
        body: pdf,
      });

    chmodTree(join(folder, 'files'), false);
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      ok: false,
      message: unwritableFolderMessage({ kind: 'files', reason: 'permission' }),
    });

    chmodTree(join(folder, 'files'), true);
    const taken = await upload();
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({ ok: true });
  });

  it('answers 503 naming the data folder while it cannot be written, and recovers without a restart', async () => {
    const expected = { ok: false, message: unwritableFolderMessage({ kind: 'data', reason: 'permission' }) };
    chmodTree(join(folder, 'pglite'), false);
    const read = await callUntil(503, 'GET', '/api/general/data');
    expect(read).toEqual({ status: 503, retryAfter: '5', body: expected });
    const write = await call('POST', '/api/auth/signin', { email: 'admin@horizontal.uy', password: 'Admin#2026' });
    expect(write).toEqual({ status: 503, retryAfter: '5', body: expected });

    chmodTree(join(folder, 'pglite'), true);
    const again = await callUntil(200, 'GET', '/api/general/data');
    expect(again.status).toBe(200);
    const signin = await call('POST', '/api/auth/signin', { email: 'admin@horizontal.uy', password: 'Admin#2026' });
    expect(signin.status).toBe(200);
    // The session written after the recovery is there for the next call.
    const data = await call('POST', '/api/auth/data', {}, { 'x-token': signin.body.token });
    expect(data.status).toBe(200);
    expect(run.process.exitCode).toBeNull();
  });
});
