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
    const etag = `"v${version}"`;
    const ifNoneMatch = request.headers['if-none-match'];
    const token = request.headers['x-token'] as string | undefined;
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
