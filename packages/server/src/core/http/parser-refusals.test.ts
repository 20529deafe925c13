import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** What Node's own parser sees: raw bytes over a real socket (inject never reaches it). */
let t: TestApp;
let port = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const raw = (request: string) =>
  new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    // Written, not ended: a client that half-closes first may be dropped before its answer.
    socket.write(request);
  });

const expectApiHeaders = (headers: Record<string, string>) => {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
};

describe('refusals of Node’s HTTP parser', () => {
  it('answer headers over 16 KB with 431 in Spanish, ok:false and the security headers', async () => {
    const res = await raw(
      `GET /api/general/data HTTP/1.1\r\nHost: x\r\nx-system: 1\r\nx-relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      ok: false,
      message: 'La dirección o los encabezados de la solicitud son demasiado largos.',
    });
    expectApiHeaders(res.headers);
  });

  it('answer a URL over 16 KB the same way', async () => {
    const res = await raw(`GET /api/general/data?q=${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).ok).toBe(false);
  });

  it('answer a request line it cannot read with 400 in Spanish', async () => {
    const res = await raw('ESTO NO ES HTTP\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ ok: false, message: 'La solicitud no se pudo leer.' });
    expectApiHeaders(res.headers);
  });
});

describe('an absolute-form request target', () => {
  it('gets an API answer’s headers on an API path', async () => {
    const res = await raw(
      `GET http://127.0.0.1:${port}/api/general/data HTTP/1.1\r\nHost: 127.0.0.1\r\nx-system: 1\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expectApiHeaders(res.headers);
  });
});
