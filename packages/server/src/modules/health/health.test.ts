import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { mailOutbox } from '../../db/schema';
import { healthMessages } from './health.routes';

/** Issue #27 item 5: liveness and readiness for load balancers and monitors, without our headers. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Mail stays queued here: the backlog is what readiness reports.
  await t.app.outbox.stop();
});
afterAll(() => t.close());

const ask = (path: string) => t.app.inject({ method: 'GET', url: `/api/health/${path}` });

describe('the health calls', () => {
  it('answers liveness without x-system or x-token', async () => {
    const res = await ask('live');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: healthMessages.live });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('reports the database, the listener and the mail backlog', async () => {
    await t.db.insert(mailOutbox).values([
      { to: 'uno@horizontal.uy', subject: 'Uno', text: 'uno' },
      { to: 'dos@horizontal.uy', subject: 'Dos', text: 'dos' },
    ]);
    const res = await ask('ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: healthMessages.ready,
      database: 'disponible',
      listener: 'escuchando',
      mailBacklog: { pending: 2 },
    });
  });

  it('is not ready while the other instances cannot be heard, and says so in Spanish with Retry-After', async () => {
    const listening = vi.spyOn(t.database, 'listening').mockReturnValue(false);
    try {
      const res = await ask('ready');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ ok: false, message: healthMessages.notReady, listener: 'reconectando' });
    } finally {
      listening.mockRestore();
    }
  });

  it('is not ready when the database does not answer', async () => {
    const select = vi.spyOn(t.db, 'select').mockImplementation(() => {
      throw Object.assign(new Error('connect'), { code: 'ECONNREFUSED' });
    });
    try {
      const res = await ask('ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ok: false, database: 'no disponible', mailBacklog: null });
    } finally {
      select.mockRestore();
    }
  });
});
