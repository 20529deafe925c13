import { apiExtras, createApi } from '@horizontal/api';
import type { CallDefinition } from '@horizontal/domain';
import { allCalls, buildPath, contract, XLSX_CONTENT_TYPE } from '@horizontal/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb } from './db';
import { masterUser } from './fixtures/users';
import { mockedCalls } from './handlers/mock-call';
import { server } from './node';
import { type Sample, samples } from './test/samples';

const base = 'http://localhost/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sampleOf = (call: CallDefinition): Sample => {
  const sample = samples[call.name];
  if (!sample) throw new Error(`Falta una solicitud de ejemplo para ${call.name} en test/samples.ts`);
  return typeof sample === 'function' ? sample() : sample;
};

const tokenOf = (who: Sample['as']) => {
  if (who === 'nobody') return null;
  const userId = who === 'master' ? masterUser.id : 2;
  const token = `mock-token-${userId}-test`;
  db.sessions.set(token, userId);
  return token;
};

/** The raw request a client makes, so the answer is checked exactly as it travels. */
export const send = async (call: CallDefinition, sample: Sample, headers: Record<string, string> = {}) => {
  const token = tokenOf(sample.as);
  return fetch(`${base}${buildPath(call.path, sample.params)}`, {
    method: call.method,
    headers: {
      'x-system': '1',
      'content-type': 'application/json',
      ...(token ? { 'x-token': token } : {}),
      ...headers,
    },
    body: call.method === 'GET' ? undefined : JSON.stringify(sample.body ?? {}),
  });
};

describe('the mocks against the contract', () => {
  it('have exactly one handler per call of the contract', () => {
    expect([...mockedCalls].sort()).toEqual(allCalls.map((call) => call.name).sort());
  });

  it('match the api: one function per call, and nothing else but the documented extras', () => {
    const api = createApi({ baseURL: base, getToken: () => null }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    for (const call of allCalls) {
      const [group, key] = call.name.split('.') as [string, string];
      expect(typeof api[group]?.[key], call.name).toBe('function');
    }
    const functions = Object.entries(api).flatMap(([group, fns]) => Object.keys(fns).map((key) => `${group}.${key}`));
    const extra = functions.filter((name) => !allCalls.some((call) => call.name === name));
    expect(extra.sort()).toEqual([...apiExtras].sort());
  });

  describe.each(allCalls.map((call) => [call.name, call] as const))('%s', (_, call) => {
    it('answers a valid request with what the answer schema parses', async () => {
      const sample = sampleOf(call);
      sample.before?.();
      const response = await send(call, sample);
      if (call.responseType === 'blob') {
        expect(response.status, await response.clone().text()).toBe(200);
        const bytes = new Uint8Array(await response.arrayBuffer());
        // The spreadsheets are xlsx (a zip: «PK»); the year account and the attendance sheet PDFs.
        const pdfCalls: string[] = [
          contract.commonExpenseDocuments.yearAccountPdf.name,
          contract.assemblies.attendanceSheet.name,
        ];
        const pdf = pdfCalls.includes(call.name);
        expect(response.headers.get('content-type')).toBe(pdf ? 'application/pdf' : XLSX_CONTENT_TYPE);
        expect(String.fromCharCode(...bytes.subarray(0, pdf ? 5 : 2))).toBe(pdf ? '%PDF-' : 'PK');
        expect(call.response.safeParse(new Blob([bytes])).success).toBe(true);
        return;
      }
      const answer: unknown = await response.json();
      expect(answer, JSON.stringify(answer).slice(0, 300)).toMatchObject({ ok: true });
      expect(response.status).toBe(200);
      const parsed = call.response.safeParse(answer);
      expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    });

    it('refuses a call without x-system', async () => {
      const response = await send(call, sampleOf(call), { 'x-system': '0' });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        ok: false,
        message: 'Falta la cabecera x-system o su valor no es válido.',
      });
    });

    if (call.method !== 'GET') {
      it('answers a body of the wrong shape with ok:false 400 and a Spanish message', async () => {
        const response = await send(call, { ...sampleOf(call), body: 'x' });
        expect(response.status).toBe(400);
        const answer = await response.json();
        expect(answer).toEqual({ ok: false, message: expect.any(String) });
        expect(answer.message).not.toMatch(/invalid|expected|received/i);
        expect(answer.message).toMatch(/[áéíóúñ]|Seleccione|Ingrese|datos/);
      });

      const empty = call.request.safeParse({});
      if (!empty.success) {
        it('answers an empty body with the first message of the contract', async () => {
          const response = await send(call, { ...sampleOf(call), body: {} });
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({ ok: false, message: empty.error.issues[0]?.message });
        });
      }
    }

    if (!call.public) {
      it('refuses a call without x-token', async () => {
        const response = await send(call, { ...sampleOf(call), as: 'nobody' });
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ ok: false, message: 'Debe iniciar sesión para continuar.' });
      });
    }
  });
});

describe('validation', () => {
  it('answers ok:false 400 with the first Spanish message of the contract on bad input', async () => {
    const response = await send(contract.residents.create, {
      body: { buildingId: 1, name: 'Laura', lastName: 'Núñez', identity: '12345678' },
    });
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.ok).toBe(false);
    expect(answer.message).toMatch(/cédula|dígito/i);
  });

  it('refuses a path id that is not a number', async () => {
    const response = await send(contract.residents.findAll, { params: { id: 'uno' as unknown as number } });
    expect(await response.json()).toEqual({ ok: false, message: 'El identificador de la ruta debe ser un número.' });
  });

  it('refuses a master call from the administrator, and a complejo of another administradora', async () => {
    expect((await send(contract.companies.findAll, {})).status).toBe(403);
    const other = await send(contract.residents.findAll, { params: { id: 3 } });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('El complejo no existe o no tiene acceso a él.');
  });
});
