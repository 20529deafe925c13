import { createDemoData } from '@horizontal/domain/demo';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../app';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { commonExpenseDetails, commonExpenses, documentJobs, documents } from '../../db/schema';

let t: TestApp;

beforeAll(async () => {
  // As `npm start` runs on a database it loads the demo into: the start's last step before serving.
  t = await createTestApp({ seedDemo: true });
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

const sentMonths = () => t.db.select().from(commonExpenses).where(eq(commonExpenses.status, 'enviado'));

describe("the demo's sent months, at the start that loads the demo", () => {
  it('have every statement drawn as a PDF in storage, listed under documentos, before the server serves', async () => {
    const months = await sentMonths();
    const demo = createDemoData().commonExpenses;
    expect(months).toHaveLength(demo.commonExpenses.filter((month) => month.status === 'enviado').length);
    expect(months.length).toBeGreaterThan(0);
    const statements = await t.db
      .select()
      .from(commonExpenseDetails)
      .where(
        inArray(
          commonExpenseDetails.commonExpenseId,
          months.map((month) => month.id),
        ),
      );
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => statement.documentKey === null || statement.sentAt === null)).toEqual([]);
    const keys = statements.map((statement) => statement.documentKey!);
    for (const key of [keys[0]!, keys.at(-1)!]) {
      const file = await t.app.storage.get(key);
      expect(file?.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const listed = await t.db.select().from(documents).where(inArray(documents.fileKey, keys));
    expect(listed).toHaveLength(keys.length);
  });

  it('are drawn once: the next start finds nothing left and starts no job', async () => {
    const jobsBefore = await t.db.select().from(documentJobs);
    const next = await build({ config: t.config, database: t.database });
    await next.ready();
    await next.close();
    expect(await t.db.select().from(documentJobs)).toEqual(jobsBefore);
  });
});
