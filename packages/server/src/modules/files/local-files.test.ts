import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config/server-config';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { storedFiles } from '../../db/schema';
import { type LocalStorage, newFileKey } from '../../lib/storage';
import { pathInside } from '../../lib/storage/local';
import { createS3Storage } from '../../lib/storage/s3';

let t: TestApp;
let local: LocalStorage;

beforeAll(async () => {
  t = await createTestApp({ files: { ...testConfig().files, maxBytes: 1024 } });
  local = t.app.storage as LocalStorage;
});
afterAll(() => t.close());

const pdf = Buffer.from('%PDF-1.4\n% Acta de asamblea\n');
/** A whole 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (url: string, body: Buffer | string, contentType = 'application/pdf') =>
  t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

describe('local file storage', () => {
  it('uses the disk when no bucket is configured', () => {
    expect(t.app.storage.kind).toBe('local');
  });

  it('uploads to a signed URL and downloads from another one, byte for byte', async () => {
    const key = newFileKey('c1', 'documentos', 'Acta N° 3 (final).pdf', 'application/pdf');
    expect(key).toMatch(/^c1\/documentos\/\d{4}\/\d{2}\/[0-9a-f-]{36}-Acta-N-3-final\.pdf$/);
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: pdf.length });
    expect(grant).toMatchObject({ method: 'PUT', key, headers: { 'content-type': 'application/pdf' } });
    const put = await upload(grant.url, pdf);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ ok: true, key });

    const res = await t.app.inject({
      method: 'GET',
      url: await t.app.storage.signDownload(key, { fileName: 'Acta.pdf' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Acta.pdf");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a tampered, an expired or an unsigned URL', async () => {
    const key = newFileKey('c1', 'documentos', 'a.pdf', 'application/pdf');
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: pdf.length });
    const tampered = grant.url.replace(/max=\d+/, 'max=99999999');
    expect((await upload(tampered, pdf)).statusCode).toBe(403);
    const otherKey = grant.url.replace(key, key.replace('a.pdf', 'b.pdf'));
    expect((await upload(otherKey, pdf)).statusCode).toBe(403);
    expect((await upload(`/api/files/${key}`, pdf)).statusCode).toBe(403);
    const expired = grant.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`);
    const res = await upload(expired, pdf);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, message: 'El enlace del archivo no es válido o venció. Pida uno nuevo.' });
    const download = await t.app.storage.signDownload(key);
    expect((await t.app.inject({ method: 'GET', url: download.replace(/sig=[^&]+/, 'sig=AAAA') })).statusCode).toBe(
      403,
    );
  });

  it('refuses a body of another type than the signed one', async () => {
    const key = newFileKey('c1', 'documentos', 'a.pdf', 'application/pdf');
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: pdf.length });
    const res = await upload(grant.url, '<html></html>', 'text/html');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('El tipo del archivo no coincide con el autorizado.');
  });

  it('refuses a file larger than the limit and keeps nothing of it', async () => {
    const key = newFileKey('c1', 'documentos', 'grande.pdf', 'application/pdf');
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: 2048 });
    const res = await upload(grant.url, Buffer.alloc(2048, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El archivo supera el tamaño permitido.');
    expect(existsSync(local.pathOf(key)!)).toBe(false);
  });

  it('uploads once per URL: a second PUT cannot replace the file', async () => {
    const key = newFileKey('c1', 'documentos', 'una-vez.pdf', 'application/pdf');
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: pdf.length });
    expect((await upload(grant.url, pdf)).statusCode).toBe(200);
    const other = Buffer.alloc(pdf.length, 0x41);
    const again = await upload(grant.url, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      ok: false,
      message: 'Este enlace ya se usó para subir un archivo. Pida uno nuevo.',
    });
    expect(readFileSync(local.pathOf(key)!).equals(pdf)).toBe(true);
  });

  it('holds the size declared when the URL was signed', async () => {
    const key = newFileKey('c1', 'documentos', 'chico.pdf', 'application/pdf');
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: 10 });
    expect((await upload(grant.url, pdf)).statusCode).toBe(413);
  });

  it.each([
    '../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e/%2e%2e/etc/passwd',
    'c1/../../secreto.pdf',
    '.hidden',
    'c1//doble.pdf',
    'c1\\..\\x.pdf',
  ])('never reads or writes outside the folder: %s', async (key) => {
    const grant = await local.signUpload({ key, contentType: 'application/pdf', size: pdf.length });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/files/${key}?${grant.url.split('?')[1]}`,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect([403, 404]).toContain(put.statusCode);
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/files/${key}?${(await local.signDownload(key)).split('?')[1]}`,
    });
    expect([403, 404]).toContain(get.statusCode);
    expect(get.body).not.toContain('root:');
  });

  it('resolves keys only inside the storage folder', () => {
    expect(pathInside('/srv/files', 'c1/a.pdf')).toBe('/srv/files/c1/a.pdf');
    expect(pathInside('/srv/files', '../a.pdf')).toBeNull();
    expect(pathInside('/srv/files', '/etc/passwd')).toBeNull();
    expect(pathInside('/srv/files', 'c1/./a.pdf')).toBeNull();
  });

  it('needs no x-system or x-token: the signature is the permission', async () => {
    const key = newFileKey('c2', 'logos', 'logo.png', 'image/png');
    const grant = await t.app.storage.signUpload({ key, contentType: 'image/png', size: png.length });
    expect((await upload(grant.url, png, 'image/png')).statusCode).toBe(200);
  });

  it.each([
    { type: 'image/png', label: 'PNG', own: png, others: [pdf, randomBytes(600)] },
    { type: 'application/pdf', label: 'PDF', own: pdf, others: [png, randomBytes(600)] },
  ])('a URL signed for $label refuses other bytes, keeps nothing of them, and takes a real $label', async (kind) => {
    const key = newFileKey('c1', 'documentos', 'archivo', kind.type);
    const grant = await t.app.storage.signUpload({ key, contentType: kind.type, size: 1024 });
    for (const body of kind.others) {
      const res = await upload(grant.url, body, kind.type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        ok: false,
        message: `El contenido del archivo no corresponde a su tipo (${kind.label}).`,
      });
      expect(existsSync(local.pathOf(key)!)).toBe(false);
      expect(readdirSync(dirname(local.pathOf(key)!)).filter((name) => name.includes(key.split('/').pop()!))).toEqual(
        [],
      );
    }
    expect((await upload(grant.url, kind.own, kind.type)).statusCode).toBe(200);
    expect(readFileSync(local.pathOf(key)!).equals(kind.own)).toBe(true);
  });

  it('counts what a company really stored, in the database', async () => {
    const key = newFileKey('c1', 'documentos', 'acta.pdf', 'application/pdf');
    const grant = await t.app.storage.signUpload({ key, contentType: 'application/pdf', size: 1000 });
    expect((await upload(grant.url, pdf)).statusCode).toBe(200);
    const [row] = await t.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({ companyId: 1, sizeBytes: pdf.length, pendingUntil: null });
  });
});

describe('S3 storage', () => {
  it('presigns uploads with the type and size, and downloads as attachments', async () => {
    const s3 = createS3Storage(
      {
        bucket: 'horizontal-archivos',
        region: 'sa-east-1',
        endpoint: 'https://s3.ejemplo.uy',
        accessKeyId: 'AKIAEJEMPLO',
        secretAccessKey: 'secreto',
        forcePathStyle: true,
      },
      { ttlSeconds: 600, maxBytes: 1_000_000 },
    );
    const grant = await s3.signUpload({ key: 'c1/documentos/a.pdf', contentType: 'application/pdf', size: 5000 });
    const url = new URL(grant.url);
    expect(url.origin + url.pathname).toBe('https://s3.ejemplo.uy/horizontal-archivos/c1/documentos/a.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type');
    // The bucket refuses a second PUT to the key: one upload per URL there too.
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('if-none-match');
    expect(grant.headers['if-none-match']).toBe('*');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const download = new URL(await s3.signDownload('c1/documentos/a.pdf', { fileName: 'Acta.pdf' }));
    expect(download.searchParams.get('response-content-disposition')).toBe("attachment; filename*=UTF-8''Acta.pdf");
  });
});
