import { createApi } from '@horizontal/api';
import { historyMessages, refusals } from '@horizontal/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from './db';
import { adminUser, masterUser } from './fixtures/users';
import { server } from './node';

let token: string | null = null;
const api = createApi({ baseURL: 'http://localhost/api', getToken: () => token, saveFile: () => {} });

/** Signs in as the demo user `userId`: 1 the master, 2 the administrator, 4 company B's administrator. */
const as = (userId: number) => {
  token = `mock-token-${userId}-historia`;
  db.sessions.set(token, userId);
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('history.record over the mocks', () => {
  it('answers who created a record and who changed it last, from the writes the store saw', async () => {
    as(2);
    const created = await api.pantries.create({ buildingId: 1, number: 'H-01', description: 'Al fondo' });
    if (!created.ok) throw new Error(created.message);
    const fresh = await api.history.record({ entity: 'pantries', id: created.pantry.id });
    expect(fresh).toEqual({
      ok: true,
      message: 'OK',
      history: { created: { by: adminUser.name, at: expect.any(String) }, changed: null },
    });

    as(1);
    const updated = await api.pantries.update({
      id: created.pantry.id,
      number: 'H-01',
      description: 'Junto al ascensor',
    });
    expect(updated.ok).toBe(true);
    as(2);
    const after = await api.history.record({ entity: 'pantries', id: created.pantry.id });
    expect(after).toMatchObject({
      ok: true,
      history: { created: { by: adminUser.name }, changed: { by: masterUser.name } },
    });
  });

  it('knows nothing of who loaded the seeded rows, as the server’s seed writes no trail', async () => {
    as(2);
    expect(await api.history.record({ entity: 'residents', id: 1 })).toEqual({
      ok: true,
      message: 'OK',
      history: { created: null, changed: null },
    });
  });

  it('tells another company’s administrator nothing, and asks what the record’s list asks', async () => {
    as(4);
    expect(await api.history.record({ entity: 'residents', id: 1 })).toEqual({
      ok: false,
      message: historyMessages.notFound,
    });
    as(2);
    expect(await api.history.record({ entity: 'companies', id: 1 })).toEqual({
      ok: false,
      message: refusals.masterOnly,
    });
  });
});
