import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { masterScope, scopeFor } from '../../core/tenant/scope';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { signedUploadFor } from './signed-uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tenant = scopeFor({ id: 2, companyId: 7 }, 'administrador', [1], null);

describe('signed upload URLs', () => {
  it('file a company’s upload under its own folder, with a key the server chose', async () => {
    const grant = await signedUploadFor(t.app, tenant, {
      fileName: '../../Balance 2026.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 2048,
      folder: 'documentos',
    });
    expect(grant.key).toMatch(/^c7\/documentos\/\d{4}\/\d{2}\/[0-9a-f-]{36}-Balance-2026\.xlsx$/);
    const put = await t.app.inject({
      method: 'PUT',
      url: grant.url,
      headers: grant.headers,
      payload: Buffer.alloc(2048, 7),
    });
    expect(put.statusCode).toBe(200);
    const master = await signedUploadFor(t.app, masterScope(1), { fileName: 'logo.png', contentType: 'image/png' });
    expect(master.key).toMatch(/^u1\/archivos\//);
  });

  it('refuse what may not be stored, before signing anything', async () => {
    await expect(signedUploadFor(t.app, tenant, { fileName: 'x.html', contentType: 'text/html' })).rejects.toThrow(
      /no se admite/,
    );
    await expect(
      signedUploadFor(t.app, tenant, { fileName: 'x.pdf', contentType: 'application/pdf', size: 50 * 1_048_576 }),
    ).rejects.toThrow(/supera el máximo de 10 MB/);
    await expect(
      signedUploadFor(t.app, tenant, { fileName: 'x.pdf', contentType: 'application/pdf', folder: '../otra' }),
    ).rejects.toThrow(/carpeta/);
  });
});
