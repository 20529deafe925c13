import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FolderUnwritable } from '../lib/folders';
import { type GuardedPglite, type GuardOptions, openGuardedPglite } from './pglite-guard';

/**
 * Issue #27 item 6: PGlite on a folder that stops being writable. Root writes anywhere, so here the folder's state
 * is played by the free-space threshold and by the failures PostgreSQL reports; unwritable-folders.test.ts makes a
 * real folder read-only for a real server.
 */
const folder = mkdtempSync(join(tmpdir(), 'horizontal-guard-'));
const options: GuardOptions = { lookEveryMs: 0, reopenEveryMs: 0, minFreeBytes: 0 };
const full = () => {
  options.minFreeBytes = Number.MAX_SAFE_INTEGER;
};
const roomy = () => {
  options.minFreeBytes = 0;
};
let guarded: GuardedPglite;
const heard: string[] = [];
// Every message to PostgreSQL, so that a test can make one fail as a write to an unwritable file would.
const messages = vi.spyOn(PGlite.prototype, 'execProtocolStream');

beforeAll(async () => {
  guarded = await openGuardedPglite(join(folder, 'pglite'), options);
  await guarded.client.exec('CREATE TABLE marks (n int)');
  await guarded.listen('avisos', (payload) => heard.push(payload));
});

afterAll(async () => {
  roomy();
  await guarded.close();
  messages.mockRestore();
  rmSync(folder, { recursive: true, force: true });
});

const count = async () =>
  (await guarded.client.query<{ n: number }>('SELECT count(*)::int AS n FROM marks')).rows[0]?.n;

describe('an embedded database whose folder stops being writable', () => {
  it('refuses new statements while it cannot be written, lets an open transaction finish, and goes on after', async () => {
    await guarded.client.transaction(async (tx) => {
      await tx.query('INSERT INTO marks VALUES (1)');
      full();
      await tx.query('INSERT INTO marks VALUES (2)');
    });
    const refused = await guarded.client.query('SELECT 1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FolderUnwritable);
    expect(refused).toMatchObject({ kind: 'data', reason: 'no-space' });
    const refusedTransaction = await guarded.client
      .transaction((tx) => tx.query('INSERT INTO marks VALUES (3)'))
      .catch((error: unknown) => error);
    expect(refusedTransaction).toBeInstanceOf(FolderUnwritable);

    roomy();
    expect(await count()).toBe(2);
    await guarded.client.query('INSERT INTO marks VALUES (3)');
    expect(await count()).toBe(3);
  });

  it('gives up an instance that failed beyond a statement, and opens a new one once the folder can be written', async () => {
    const create = vi.spyOn(PGlite, 'create');
    try {
      // What PostgreSQL says when it cannot add a WAL segment: after it PGlite 0.5.16 spins at its next statement.
      messages.mockRejectedValueOnce(
        Object.assign(new Error('could not create file "pg_wal/xlogtemp.42": Permission denied'), { code: '42501' }),
      );
      const failed = await guarded.client.query('INSERT INTO marks VALUES (4)').catch((error: unknown) => error);
      expect(failed).toMatchObject({ kind: 'data', reason: 'permission' });

      // Not a message more reaches the failed instance; no new one opens while the folder cannot be written.
      full();
      const reached = messages.mock.calls.length;
      await expect(guarded.client.query('SELECT 1')).rejects.toBeInstanceOf(FolderUnwritable);
      expect(messages.mock.calls.length).toBe(reached);
      expect(create).not.toHaveBeenCalled();

      roomy();
      expect(await count()).toBe(3);
      expect(create).toHaveBeenCalledTimes(1);
      // What was listened to before is heard on the new instance.
      await guarded.client.query("SELECT pg_notify('avisos', 'de nuevo')");
      await vi.waitFor(() => expect(heard).toContain('de nuevo'));
    } finally {
      create.mockRestore();
    }
  });
});
