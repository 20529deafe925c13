import { readdir } from 'node:fs/promises';
import { asyncWaitMs } from '@horizontal/test-support/timeouts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from '../../app';
import { openFreshDatabase } from '../../core/test/test-app';
import { mailOutbox } from '../../db/schema';
import type { Mailer } from './mailer';
import { createOutbox, defaultOutboxOptions } from './outbox';

/** Issue #27 item 8: what was queued before a restart leaves when the server starts, not one interval later. */
let fresh: Awaited<ReturnType<typeof openFreshDatabase>>;

beforeAll(async () => {
  fresh = await openFreshDatabase();
});
afterAll(() => fresh.close());
beforeEach(async () => {
  await fresh.db.delete(mailOutbox);
});

const queueOne = () =>
  fresh.db.insert(mailOutbox).values({ to: 'ana@correo.com.uy', subject: 'Pendiente', text: 'Quedó en la cola.' });

const quiet = { info: () => undefined, warn: () => undefined };

const recordingMailer = () => {
  const sent: string[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message) => {
      sent.push(message.to);
      return { messageId: 'x' };
    },
    close: () => undefined,
  };
  return { sent, mailer };
};

describe('the outbox after a restart', () => {
  it('delivers at start what was queued before the server started, well before its first interval', async () => {
    await queueOne();
    const app = await build({ config: fresh.config, database: fresh.database });
    try {
      // The interval is 15 s; the round at start sends it in well under a second, 10 s leaves room for a busy machine.
      expect(defaultOutboxOptions.intervalMs).toBeGreaterThanOrEqual(15_000);
      // The file is written before the row is marked sent, so both are waited for: on a busy machine the mark
      // can come a moment after the file.
      await vi.waitFor(
        async () => {
          expect(await readdir(fresh.config.mail.outboxDir)).toHaveLength(1);
          const [mail] = await fresh.db.select().from(mailOutbox);
          expect(mail?.sentAt).not.toBeNull();
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });

  it('looks for due messages as soon as it starts, however long its interval', async () => {
    await queueOne();
    const { sent, mailer } = recordingMailer();
    const outbox = createOutbox(fresh.db, mailer, quiet, { ...defaultOutboxOptions, intervalMs: 3_600_000 });
    outbox.start();
    try {
      await vi.waitFor(() => expect(sent).toEqual(['ana@correo.com.uy']), { timeout: asyncWaitMs, interval: 20 });
    } finally {
      await outbox.stop();
    }
  });

  it('sends nothing when stopped in the turn it started (tests that deliver by hand)', async () => {
    await queueOne();
    const { sent, mailer } = recordingMailer();
    const outbox = createOutbox(fresh.db, mailer, quiet, { ...defaultOutboxOptions, intervalMs: 3_600_000 });
    outbox.start();
    await outbox.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toEqual([]);
    const [mail] = await fresh.db.select().from(mailOutbox);
    expect(mail?.sentAt).toBeNull();
  });
});
