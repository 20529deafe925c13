import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { immutableAssets, revalidatedPage } from './static-app';

const landing =
  '<!doctype html><title>Horizontal</title><div id="root" data-app="/assets/main-a1b2.js"><h1>Horizontal</h1></div>';
const script = `export const saludo = ${JSON.stringify('Hola '.repeat(400))};\n`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'app-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>Horizontal</title><script src="/assets/main-a1b2.js"></script>',
  );
  await writeFile(join(dist, 'assets', 'main-a1b2.js'), script);
  await writeFile(join(dist, 'assets', 'main-a1b2.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets', 'main-a1b2.js.gz'), gzipSync(script));
  await mkdir(join(dist, 'prerendered'));
  await writeFile(join(dist, 'prerendered', 'landing.html'), landing);
  await writeFile(join(dist, 'prerendered', 'landing.html.br'), brotliCompressSync(landing));
  await writeFile(join(dist, 'prerendered.json'), JSON.stringify({ '/': 'prerendered/landing.html' }));
  t = await createTestApp({ appDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built app as a browser receives it', () => {
  it('sends a hashed asset as the brotli copy the build made, cached for a year and never revalidated', async () => {
    const res = await get('/assets/main-a1b2.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(immutableAssets);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('gives a file only the header that concerns it, and the page the policies that govern what it loads', async () => {
    const asset = await get('/assets/main-a1b2.js', 'br');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'last-modified'])
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    const page = await get('/', 'br');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a file no longer built with a 404, not with the app page', async () => {
    const res = await get('/assets/main-0ld.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzip = await get('/assets/main-a1b2.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/main-a1b2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe(immutableAssets);
  });

  it('answers a path the build rendered in advance with its page, as the brotli copy, asked for each visit', async () => {
    for (const url of ['/', '/?desde=correo']) {
      const res = await get(url, 'gzip, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe(revalidatedPage);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(landing);
    }
  });

  it('makes the browser ask for index.html each visit, also when a deep link is answered with it', async () => {
    for (const url of ['/index.html', '/residentes/listado', '/login']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(revalidatedPage);
      const html = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      expect(html.toString(), url).toContain('<title>Horizontal</title>');
    }
  });
});
