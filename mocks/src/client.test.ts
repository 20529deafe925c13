import { createApi } from '@horizontal/api';
import { allCalls, buildPath, ciFromBody, contract } from '@horizontal/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from './db';
import { server } from './node';
import { scenario } from './scenarios';
import { type Sample, samples } from './test/samples';

const base = 'http://localhost/api';
let token: string | null = null;
const api = createApi({ baseURL: base, getToken: () => token, saveFile: () => {} }) as unknown as Record<
  string,
  Record<string, (...input: unknown[]) => Promise<{ ok: boolean; message: unknown }>>
>;

const seen: { method: string; path: string; system: string | null; token: string | null }[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push({
    method: request.method,
    path: new URL(request.url).pathname.replace(/^\/api/, ''),
    system: request.headers.get('x-system'),
    token: request.headers.get('x-token'),
  });
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetDb();
  seen.length = 0;
  token = 'mock-token-2-cliente';
  db.sessions.set(token, 2);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sampleOf = (name: string): Sample => {
  const sample = samples[name]!;
  return typeof sample === 'function' ? sample() : sample;
};

/** The api function's arguments: the path's ids in the path's order (Contabilidad's takes a year too), the body, or nothing. */
const argumentsOf = (path: string, sample: Sample): unknown[] =>
  sample.params ? [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => sample.params![name!]) : [sample.body];

describe('the client over the mocks', () => {
  it.each(allCalls.map((call) => [call.name, call] as const))(
    '%s: x-system always, x-token unless public (or public but read more by a signed-in caller)',
    async (name, call) => {
      const [group, key] = name.split('.') as [string, string];
      const sample = sampleOf(name);
      if (sample.as === 'master') db.sessions.set(token!, 1);
      sample.before?.();
      await api[group]![key]!(...argumentsOf(call.path, sample));
      const request = seen.find(
        (entry) => entry.method === call.method && entry.path === buildPath(call.path, sample.params),
      );
      expect(request, `${call.method} ${call.path}`).toBeDefined();
      expect(request!.system).toBe('1');
      expect(request!.token).toBe(call.public && !call.tokenWhenSignedIn ? null : token);
    },
  );

  it('returns the error body of a failed call, as the spec says', async () => {
    server.use(...scenario.error(contract.residents.findAll, 'No se pudo cargar la lista de residentes.', 503));
    expect(await api.residents!.findAll!(1)).toEqual({
      ok: false,
      message: 'No se pudo cargar la lista de residentes.',
    });
    expect(await api.residents!.findAll!(3)).toEqual({
      ok: false,
      message: 'No se pudo cargar la lista de residentes.',
    });
  });

  it('keeps what it creates: a new resident is in the next list', async () => {
    const created = await api.residents!.create!(sampleOf('residents.create').body);
    expect(created.ok).toBe(true);
    const list = (await api.residents!.findAll!(1)) as unknown as { residents: { identity: string }[] };
    expect(list.residents.map((resident) => resident.identity)).toContain(ciFromBody(7_654_321));
  });

  it('keeps a phone as its 8 digits however it is written, and refuses a bad one in Spanish, keeping nothing', async () => {
    const resident = (identity: number, phone: string) => ({
      ...(sampleOf('residents.create').body as Record<string, unknown>),
      identity: ciFromBody(identity),
      phone,
    });
    const count = db.residents.length;
    const bad = await api.residents!.create!(resident(7_654_330, '099 123 45'));
    expect(bad).toEqual({ ok: false, message: 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.' });
    expect(db.residents).toHaveLength(count);
    for (const [index, [written, stored]] of (
      [
        ['099-876-534', '99876534'],
        ['+598 2487 1234', '24871234'],
      ] as const
    ).entries()) {
      const created = (await api.residents!.create!(resident(7_654_340 + index, written))) as unknown as {
        ok: boolean;
        resident: { phone: string };
      };
      expect(created).toMatchObject({ ok: true, resident: { phone: stored } });
    }
  });

  it('answers empty and slow scenarios', async () => {
    server.use(...scenario.empty(contract.licenses.findAll));
    expect(await api.licenses!.findAll!(1)).toEqual({
      ok: true,
      message: 'OK',
      licenses: [],
      pending: [],
      balances: [],
    });
    server.resetHandlers();
    server.use(...scenario.slow(contract.notices.findAll, 50));
    const started = Date.now();
    const answer = await api.notices!.findAll!({ buildingId: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(answer.ok).toBe(true);
    expect(() => scenario.empty(contract.residents.create)).toThrow(/no devuelve listas/);
  });
});
