import { createDemoData } from '@horizontal/domain/demo';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { buildings, documents } from '../../db/schema';
import { drawSeededDocuments } from './demo-documents';

let t: TestApp;

beforeAll(async () => {
  // As `npm start` runs on a database it loads the demo into.
  t = await createTestApp({ seedDemo: true });
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

describe("the demo's documentos, at the start that loads the demo", () => {
  it('are files in storage, a PDF or a spreadsheet as their type says, listed with their real size', async () => {
    const rows = await t.db.select().from(documents).where(like(documents.fileKey, '%/documento-%'));
    expect(rows).toHaveLength(createDemoData().assemblies.documents.length);
    for (const row of rows) {
      const file = await t.app.storage.get(row.fileKey);
      expect(file, row.name).not.toBeNull();
      const magic = row.contentType === 'application/pdf' ? '%PDF-' : 'PK';
      expect(file!.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(row.sizeBytes).toBe(file!.length);
    }
  });

  it('never draws over a file somebody uploaded that went missing', async () => {
    const [building] = await t.db.select().from(buildings).limit(1);
    const key = `c${building!.companyId}/documentos/2026/11/acta-firmada.pdf`;
    await t.db.insert(documents).values({
      companyId: building!.companyId,
      buildingId: building!.id,
      name: 'Acta firmada.pdf',
      fileKey: key,
      contentType: 'application/pdf',
      sizeBytes: 1234,
    });
    await drawSeededDocuments(t.app);
    expect(await t.app.storage.head(key, 1)).toBeFalsy();
    const [row] = await t.db.select().from(documents).where(eq(documents.fileKey, key));
    expect(row!.sizeBytes).toBe(1234);
  });
});
