import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from './index';

/** A server that answers a list with an ETag and, like ours, a 304 without a body while it is unchanged. */
let version = 1;
const seen: { status: number; ifNoneMatch: string | undefined; token: string | undefined }[] = [];
let server: Server;
let baseURL = '';

const answer = () =>
  JSON.stringify({ ok: true, message: 'OK', companies: [{ id: version, name: `Versión ${version}` }] });

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const token = request.headers['x-token'] as string | undefined;
    if (token === 'vencida' || (request.url?.endsWith('/auth/signin') && !token)) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ok: false, message: 'Su sesión expiró o fue cerrada. Inicie sesión nuevamente.' }));
      return;
    }
    const etag = `"v${version}"`;
    const ifNoneMatch = request.headers['if-none-match'];
    const status = ifNoneMatch === etag ? 304 : 200;
    seen.push({ status, ifNoneMatch, token });
    response.writeHead(status, { etag, 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(status === 304 ? undefined : answer());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  version = 1;
});

describe('the client and an unchanged list', () => {
  it('sends back the ETag it holds and reuses its list on a 304', async () => {
    const api = createApi({ baseURL, getToken: () => 'ficha-1', saveFile: () => {} });
    const first = await api.companies.findAll();
    const second = await api.companies.findAll();
    expect(seen.map((request) => request.status)).toEqual([200, 304]);
    expect(seen[1]!.ifNoneMatch).toBe('"v1"');
    expect(second).toEqual(first);
    version = 2;
    const third = await api.companies.findAll();
    expect(third.ok && third.companies[0]!.name).toBe('Versión 2');
  });

  it('forgets what it holds when the session changes', async () => {
    let token = 'ficha-1';
    const api = createApi({ baseURL, getToken: () => token, saveFile: () => {} });
    await api.companies.findAll();
    token = 'ficha-2';
    await api.companies.findAll();
    expect(seen.map((request) => [request.token, request.ifNoneMatch])).toEqual([
      ['ficha-1', undefined],
      ['ficha-2', undefined],
    ]);
  });

  it('never sends an ETag with a write', async () => {
    const api = createApi({ baseURL, getToken: () => 'ficha-1', saveFile: () => {} });
    await api.companies.findAll();
    await api.companies.delete(1);
    expect(seen[1]!.ifNoneMatch).toBeUndefined();
  });
});

describe('a session that ends under the client (issue #30)', () => {
  it('tells the app of a 401 to a call that sent a token, and answers the refusal as any other', async () => {
    const over: string[] = [];
    const api = createApi({
      baseURL,
      getToken: () => 'vencida',
      saveFile: () => {},
      onSessionOver: (m) => over.push(m),
    });
    const answer = await api.companies.findAll();
    expect(answer).toEqual({ ok: false, message: 'Su sesión expiró o fue cerrada. Inicie sesión nuevamente.' });
    expect(over).toEqual(['Su sesión expiró o fue cerrada. Inicie sesión nuevamente.']);
  });

  it('says nothing of a 401 to a call made without a token, such as a wrong password', async () => {
    const over: string[] = [];
    const api = createApi({ baseURL, getToken: () => null, saveFile: () => {}, onSessionOver: (m) => over.push(m) });
    const answer = await api.auth.signin({ email: 'ana@correo.com.uy', password: 'x' });
    expect(answer.ok).toBe(false);
    expect(over).toEqual([]);
  });
});

describe('a refused upload to storage', () => {
  it('says our storage’s Spanish reason, and a bucket’s refusal in general words', async () => {
    const refusals = [
      {
        type: 'application/json',
        body: JSON.stringify({ ok: false, message: 'El contenido del archivo no corresponde a su tipo (PNG).' }),
      },
      { type: 'application/xml', body: '<Error><Code>AccessDenied</Code></Error>' },
    ];
    const storage = createServer((request, response) => {
      if (request.url?.startsWith('/api/')) {
        const url = `http://127.0.0.1:${(storage.address() as AddressInfo).port}/archivo`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, message: 'OK', url, key: 'c1/x.png', headers: {} }));
        return;
      }
      const refusal = refusals.shift()!;
      response.writeHead(415, { 'content-type': refusal.type });
      response.end(refusal.body);
    });
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
    const api = createApi({
      baseURL: `http://127.0.0.1:${(storage.address() as AddressInfo).port}/api`,
      getToken: () => 'ficha-1',
      saveFile: () => {},
    });
    const png = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(api.files.upload(png, { folder: 'logos' })).rejects.toThrow(
      'El contenido del archivo no corresponde a su tipo (PNG).',
    );
    await expect(api.files.upload(png, { folder: 'logos' })).rejects.toThrow(
      'No se pudo subir el archivo al almacenamiento (error 415).',
    );
    await new Promise<void>((resolve) => storage.close(() => resolve()));
  });
});

describe('an upload’s progress', () => {
  it('follows the bytes storage reads, reaches 1 once storage has answered, and says nothing after', async () => {
    const heard: number[] = [];
    let answered = false;
    const storage = createServer((request, response) => {
      if (request.url?.startsWith('/api/')) {
        const url = `http://127.0.0.1:${(storage.address() as AddressInfo).port}/archivo`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ ok: true, message: 'OK', url, key: 'c1/reportes/x.png', headers: {} }));
        return;
      }
      // A slow link: storage takes the body a piece at a time, so the sender sees it go out in steps.
      request.on('data', () => {
        request.pause();
        setTimeout(() => request.resume(), 25);
      });
      request.on('end', () => {
        response.writeHead(200);
        response.end();
      });
    });
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
    const api = createApi({
      baseURL: `http://127.0.0.1:${(storage.address() as AddressInfo).port}/api`,
      getToken: () => 'ficha-1',
      saveFile: () => {},
    });
    const photo = new Blob([new Uint8Array(1024 * 1024)], { type: 'image/png' });
    const uploaded = await api.files.upload(photo, {
      folder: 'reportes',
      onProgress: (fraction) => heard.push(answered ? fraction + 10 : fraction),
    });
    answered = true;
    // A report the transport still had pending would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await new Promise<void>((resolve) => storage.close(() => resolve()));

    expect(uploaded).toMatchObject({ ok: true, key: 'c1/reportes/x.png' });
    const [last, ...before] = [...heard].reverse();
    // Marked +10 when heard after the upload ended: nothing may be.
    expect(last).toBe(1);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((fraction) => fraction > 0 && fraction < 1)).toBe(true);
    expect(before.reverse()).toEqual([...before].sort((a, b) => a - b));
  });
});
