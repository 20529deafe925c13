import { contract, documentMessages, refusals } from '@horizontal/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import { buildings, documentCategories, documents, users } from '../../db/schema';
import { demoLogins } from '../../seed/demo';

const [, admin, adminB] = demoLogins;
const calls = contract.documents;
const PDF = 'application/pdf';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string> };
let complejo: { id: number; companyId: number };
let parque: number;
let adminName: string;
let elsewhere: Awaited<ReturnType<typeof createStaff>>;
let noScreen: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!) };
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  const company = adminRow!.companyId!;
  adminName = adminRow!.name;
  complejo = await createComplejo(t.db, {
    companyId: company,
    name: 'Complejo de los documentos',
    coefficients: [50, 50],
    userIds: [adminRow!.id],
  });
  parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  const documentsProfile = await createProfile(t, company, 'Documentos', ['/asambleas'], ['documentos/listado']);
  elsewhere = await createStaff(t, company, 'documentos-otro-complejo', documentsProfile, [parque]);
  const assembliesOnly = await createProfile(t, company, 'Sin documentos', ['/asambleas'], ['asambleas/listado']);
  noScreen = await createStaff(t, company, 'sin-documentos', assembliesOnly, [complejo.id]);
}, 120_000);
afterAll(() => t.close());

/** A file PUT through the signed URL of /general/getsignedurl, as the browser does; answers its key. */
const upload = async (
  headers: Record<string, string>,
  bytes: Buffer,
  { contentType = PDF, fileName = 'acta.pdf', folder = 'documentos' } = {},
) => {
  const grant = (
    await t.call(contract.general.getSignedUrl, {
      headers,
      body: { fileName, contentType, size: bytes.length, folder },
    })
  ).json();
  expect(grant.ok, grant.message).toBe(true);
  const put = await t.app.inject({ method: 'PUT', url: grant.url, headers: grant.headers, payload: bytes });
  expect(put.statusCode).toBe(200);
  return grant.key as string;
};

const register = (body: Record<string, unknown>, headers = as.admin) =>
  t.call(calls.upload, {
    headers,
    body: { buildingId: complejo.id, name: 'Acta de mayo', contentType: PDF, sizeBytes: pdf.length, ...body },
  });

const newCategory = async (name: string, buildingId = complejo.id) =>
  (await t.call(calls.createCategory, { headers: as.admin, body: { buildingId, name } })).json().category as {
    id: number;
    name: string;
  };

type Listed = { id: number; categoryId: number | null; category: string | null; uploadedAt: string; name: string };

const listOf = async (buildingId: number, categoryId: number | null = null, headers = as.admin) =>
  (await t.call(calls.findAll, { headers, body: { buildingId, categoryId } })).json().documents as Listed[];

const documentCount = async () => (await t.db.select().from(documents)).length;

describe('documentos', () => {
  it('lists the complejo’s documents newest first, with category and uploader, all or of one category', async () => {
    const listed = await listOf(parque);
    const stored = await t.db.select().from(documents).where(eq(documents.buildingId, parque));
    expect(listed).toHaveLength(stored.length);
    const moments = listed.map((row) => row.uploadedAt);
    expect(moments).toEqual([...moments].sort().reverse());
    expect(listed.some((row) => row.categoryId === null && row.category === null)).toBe(true);
    const acts = listed.find((row) => row.category === 'Actas de asamblea')!;
    const ofActs = await listOf(parque, acts.categoryId);
    expect(ofActs.length).toBeGreaterThan(0);
    expect(ofActs.every((row) => row.category === 'Actas de asamblea')).toBe(true);
    expect(ofActs).toEqual(listed.filter((row) => row.categoryId === acts.categoryId));
  });

  it('registers an uploaded file, and its link downloads the same bytes under its name', async () => {
    const category = await newCategory('Actas');
    const key = await upload(as.admin, pdf);
    const res = await register({ key, categoryId: category.id });
    expect(res.json()).toMatchObject({
      ok: true,
      message: documentMessages.uploaded,
      document: {
        buildingId: complejo.id,
        categoryId: category.id,
        category: 'Actas',
        name: 'Acta de mayo',
        fileKey: key,
        contentType: PDF,
        sizeBytes: pdf.length,
        uploadedBy: adminName,
      },
    });
    const id = res.json().document.id as number;
    expect((await listOf(complejo.id))[0]!.id).toBe(id);
    const path = await t.call(calls.getPath, { headers: as.admin, body: { id } });
    expect(path.json()).toMatchObject({ ok: true, fileName: 'Acta de mayo.pdf' });
    const file = await t.app.inject({
      method: 'GET',
      url: (path.json().url as string).replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('Acta de mayo.pdf'));
    // Registered once: the same file again is refused.
    const twice = await register({ key });
    expect([twice.statusCode, twice.json().message]).toEqual([409, documentMessages.fileTaken]);
  });

  it('refuses a file of another administradora, of another purpose, not there, of other bytes or too large', async () => {
    const before = await documentCount();
    const theirs = await upload(as.adminB, pdf);
    const photo = await upload(as.admin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), {
      contentType: 'image/png',
      fileName: 'foto.png',
      folder: 'reportes',
    });
    // The local disk refuses such bytes at the PUT; a bucket stores them: written straight to the storage here.
    const fake = await upload(as.admin, pdf);
    await t.app.storage.put(fake, Buffer.from('<html>no es un PDF</html>'), PDF);
    const png = await upload(as.admin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), {
      contentType: 'image/png',
      fileName: 'plano.png',
    });
    const missing = `c${complejo.companyId}/documentos/2026/01/no-existe.pdf`;
    for (const key of [theirs, photo, fake, missing, '../../etc/passwd', `c${complejo.companyId}/../x.pdf`]) {
      const res = await register({ key });
      expect([res.statusCode, res.json().message], key).toEqual([400, documentMessages.fileMissing]);
    }
    // A PNG declared as a PDF.
    const declared = await register({ key: png });
    expect([declared.statusCode, declared.json().message]).toEqual([400, documentMessages.fileMissing]);
    const large = await register({ key: png, contentType: 'image/png', sizeBytes: 10 * 1_048_576 + 1 });
    expect([large.statusCode, large.json().message]).toEqual([400, 'El archivo supera el máximo de 10 MB.']);
    const kind = await register({ key: png, contentType: 'application/x-msdownload' });
    expect([kind.statusCode, kind.json().message]).toEqual([400, 'Ese tipo de archivo no se admite.']);
    expect(await documentCount()).toBe(before);
    // The PNG as what it is goes in.
    expect((await register({ key: png, contentType: 'image/png', name: 'Plano' })).json().ok).toBe(true);
  });

  it('refuses a category of another complejo or one that does not exist', async () => {
    const before = await documentCount();
    const key = await upload(as.admin, pdf);
    const theirs = await t.db
      .select()
      .from(documentCategories)
      .where(eq(documentCategories.buildingId, parque))
      .orderBy(asc(documentCategories.id));
    const foreign = await register({ key, categoryId: theirs[0]!.id });
    expect([foreign.statusCode, foreign.json().message]).toEqual([409, documentMessages.foreignCategory]);
    const unknown = await register({ key, categoryId: 999_999 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, documentMessages.categoryNotFound]);
    expect(await documentCount()).toBe(before);
  });

  it('lists, creates and removes categories; a name is once per complejo; one holding documents stays', async () => {
    const made = await t.call(calls.createCategory, {
      headers: as.admin,
      body: { buildingId: complejo.id, name: 'Reglamentos' },
    });
    expect(made.json()).toMatchObject({ ok: true, message: documentMessages.categoryCreated });
    const listed = (await t.call(calls.findCategories, { headers: as.admin, body: { buildingId: complejo.id } })).json()
      .categories as { id: number; name: string }[];
    expect(listed.at(-1)).toEqual(made.json().category);
    const again = await t.call(calls.createCategory, {
      headers: as.admin,
      body: { buildingId: complejo.id, name: 'reglamentos' },
    });
    expect([again.statusCode, again.json().message]).toEqual([409, documentMessages.categoryTaken('reglamentos')]);
    // Another complejo may have its own.
    expect((await newCategory('Reglamentos', parque)).name).toBe('Reglamentos');

    const full = await newCategory('Balances');
    for (const name of ['Balance 2024', 'Balance 2025']) {
      expect((await register({ key: await upload(as.admin, pdf), categoryId: full.id, name })).json().ok).toBe(true);
    }
    const held = await t.call(calls.deleteCategory, { headers: as.admin, params: { id: full.id } });
    expect([held.statusCode, held.json().message]).toEqual([409, documentMessages.categoryInUse('Balances', 2)]);
    expect(held.json().message).toBe('No se puede eliminar la categoría «Balances»: tiene 2 documentos.');
    expect(documentMessages.categoryInUse('Actas', 1)).toBe(
      'No se puede eliminar la categoría «Actas»: tiene 1 documento.',
    );
    expect((await listOf(complejo.id, full.id)).length).toBe(2);

    const removed = await t.call(calls.deleteCategory, { headers: as.admin, params: { id: made.json().category.id } });
    expect(removed.json()).toEqual({ ok: true, message: documentMessages.categoryDeleted });
    const twice = await t.call(calls.deleteCategory, { headers: as.admin, params: { id: made.json().category.id } });
    expect([twice.statusCode, twice.json().message]).toEqual([404, documentMessages.categoryNotFound]);
  });

  it('shows nothing to another administradora, another complejo or a profile without the screen, and lets them change nothing', async () => {
    const key = await upload(as.admin, pdf);
    const mine = (await register({ key })).json().document as { id: number };
    const empty = await newCategory('Vacía');
    const documentsBefore = await documentCount();
    const categoriesBefore = (await t.db.select().from(documentCategories)).length;
    for (const headers of [as.adminB, elsewhere.headers]) {
      for (const call of [calls.findAll, calls.findCategories]) {
        const res = await t.call(call, { headers, body: { buildingId: complejo.id } });
        expect([res.statusCode, res.json().message]).toEqual([404, refusals.buildingNotFound]);
      }
      const path = await t.call(calls.getPath, { headers, body: { id: mine.id } });
      expect([path.statusCode, path.json().message]).toEqual([404, documentMessages.notFound]);
      const made = await t.call(calls.createCategory, { headers, body: { buildingId: complejo.id, name: 'Intrusa' } });
      expect([made.statusCode, made.json().message]).toEqual([404, refusals.buildingNotFound]);
      const sent = await register({ key: await upload(as.admin, pdf) }, headers);
      expect([sent.statusCode, sent.json().message]).toEqual([404, refusals.buildingNotFound]);
      const removed = await t.call(calls.deleteCategory, { headers, params: { id: empty.id } });
      expect([removed.statusCode, removed.json().message]).toEqual([404, documentMessages.categoryNotFound]);
    }
    // Into their own complejo, a file of the other administradora: the key is refused.
    const [userB] = await t.db.select().from(users).where(eq(users.email, adminB!.email));
    const [complejoB] = await t.db.select().from(buildings).where(eq(buildings.companyId, userB!.companyId!));
    const theirs = await t.call(calls.upload, {
      headers: as.adminB,
      body: { buildingId: complejoB!.id, name: 'Ajeno', key, contentType: PDF, sizeBytes: pdf.length },
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([400, documentMessages.fileMissing]);
    for (const res of [
      await t.call(calls.findAll, { headers: noScreen.headers, body: { buildingId: complejo.id } }),
      await t.call(calls.getPath, { headers: noScreen.headers, body: { id: mine.id } }),
      await register({ key: await upload(as.admin, pdf) }, noScreen.headers),
      await t.call(calls.deleteCategory, { headers: noScreen.headers, params: { id: empty.id } }),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([403, refusals.noFunctionality]);
    }
    expect(await documentCount()).toBe(documentsBefore);
    expect((await t.db.select().from(documentCategories)).length).toBe(categoriesBefore);
    // The colleague of another complejo reads their own.
    expect((await listOf(parque, null, elsewhere.headers)).length).toBeGreaterThan(0);
  });
});
