import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { contract, uploadMessages } from '@horizontal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { demoLogins } from '../../seed/demo';

const [master, admin, , desk] = demoLogins;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (as: { email: string; password: string }, body: Record<string, unknown>) =>
  t.call(contract.general.getSignedUrl, { as, body });

describe('signed upload URLs', () => {
  it('file a company’s upload under its purpose, with a key the server chose, and upload once', async () => {
    const res = await ask(admin, {
      fileName: '../../Balance 2026.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 2048,
      folder: 'documentos',
    });
    expect(res.statusCode).toBe(200);
    const grant = res.json();
    // An .xlsx is a zip archive: its first bytes are a zip entry's.
    const xlsxBytes = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2044, 7)]);
    expect(grant.key).toMatch(/^c\d+\/documentos\/\d{4}\/\d{2}\/[0-9a-f-]{36}-Balance-2026\.xlsx$/);
    const put = () => t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: xlsxBytes });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(409);
    const logo = await ask(master, { fileName: 'logo.png', contentType: 'image/png', size: 4000, folder: 'logos' });
    expect(logo.json().key).toMatch(/^u\d+\/logos\//);
  });

  it('refuses a large body that is not of the signed type before it reaches the disk', async () => {
    const res = await ask(admin, {
      fileName: 'foto.png',
      contentType: 'image/png',
      size: 100_000,
      folder: 'documentos',
    });
    const grant = res.json();
    const path = t.app.localStorage!.pathOf(grant.key)!;
    const put = (payload: Buffer) => t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload });
    for (const payload of [Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(99_991)]), randomBytes(100_000)]) {
      const refused = await put(payload);
      expect(refused.statusCode).toBe(415);
      expect(refused.json().message).toBe('El contenido del archivo no corresponde a su tipo (PNG).');
      expect(existsSync(path)).toBe(false);
    }
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(99_992)]);
    expect((await put(png)).statusCode).toBe(200);
    expect(existsSync(path)).toBe(true);
  });

  it('signs only for the screens that upload that kind of file', async () => {
    // Portería uploads report photos, not the administradora's documents, and no one but the master uploads logos.
    expect(
      (await ask(desk, { fileName: 'a.jpg', contentType: 'image/jpeg', size: 10, folder: 'reportes' })).statusCode,
    ).toBe(200);
    for (const [who, folder] of [
      [desk, 'documentos'],
      [desk, 'logos'],
      [admin, 'logos'],
    ] as const) {
      const res = await ask(who, { fileName: 'a.png', contentType: 'image/png', size: 10, folder });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, message: uploadMessages.notAllowed });
    }
  });

  it('refuses what may not be stored for the purpose, before signing anything', async () => {
    const spreadsheet = await ask(desk, {
      fileName: 'x.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 10,
      folder: 'reportes',
    });
    expect(spreadsheet.json()).toEqual({ ok: false, message: uploadMessages.type('reportes') });
    const bigLogo = await ask(master, {
      fileName: 'l.png',
      contentType: 'image/png',
      size: 2_000_000,
      folder: 'logos',
    });
    expect(bigLogo.json()).toEqual({ ok: false, message: uploadMessages.size('logos') });
    const html = await ask(admin, { fileName: 'x.html', contentType: 'text/html', size: 10, folder: 'documentos' });
    expect(html.json().message).toMatch(/no se admite/);
    const noPurpose = await ask(admin, {
      fileName: 'x.pdf',
      contentType: 'application/pdf',
      size: 10,
      folder: '../otra',
    });
    expect(noPurpose.json().message).toMatch(/^Indique para qué es el archivo/);
    const noSize = await ask(admin, { fileName: 'x.pdf', contentType: 'application/pdf', folder: 'documentos' });
    expect(noSize.json()).toEqual({ ok: false, message: 'Falta el tamaño del archivo.' });
  });
});
