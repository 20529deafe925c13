import { addDays, contract, montevideoToday, noticeMessages, refusals } from '@horizontal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import { createComplejo } from '../../core/test/test-complejo';
import {
  apartments,
  buildings,
  mailOutbox,
  notices,
  noticeTowers,
  residentApartments,
  residents,
  towers,
  users,
} from '../../db/schema';
import { demoLogins } from '../../seed/demo';
import { mailDueNotices } from './notice-mail';
import { createNoticesRepository } from './notices.repository';

const [, admin, adminB] = demoLogins;
const calls = contract.notices;
const today = montevideoToday();
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string> };
/** Four units: 101 and 102 in tower T, 103 and 104 in tower U. */
let complejo: { id: number; companyId: number; units: { id: number }[] };
let towerT: number;
let towerU: number;
let parque: number;
let parqueTowers: number[];
let adminName: string;
/** A colleague with the notices' screens, but only for Parque Batlle. */
let elsewhere: Awaited<ReturnType<typeof createStaff>>;
let listOnly: Awaited<ReturnType<typeof createStaff>>;
let noScreen: Awaited<ReturnType<typeof createStaff>>;

/** The addresses of the complejo's residents, by unit: 102's owner gave none, 103 also has a former tenant. */
const address = (unit: number) => `residente-${unit}@noticias.com.uy`;
const former = 'ex-inquilino@noticias.com.uy';

beforeAll(async () => {
  t = await createTestApp();
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!) };
  const [adminRow] = await t.db.select().from(users).where(eq(users.email, admin!.email));
  const company = adminRow!.companyId!;
  adminName = adminRow!.name;
  complejo = await createComplejo(t.db, {
    companyId: company,
    name: 'Complejo de las noticias',
    coefficients: [25, 25, 25, 25],
    userIds: [adminRow!.id],
  });
  const tenant = { companyId: company, buildingId: complejo.id };
  towerT = (await t.db.select().from(towers).where(eq(towers.buildingId, complejo.id)))[0]!.id;
  towerU = (
    await t.db
      .insert(towers)
      .values({ ...tenant, name: 'U' })
      .returning()
  )[0]!.id;
  await t.db
    .update(apartments)
    .set({ towerId: towerU })
    .where(inArray(apartments.id, [complejo.units[2]!.id, complejo.units[3]!.id]));
  for (const [index, unit] of complejo.units.entries()) {
    if (index === 1) continue;
    const [link] = await t.db.select().from(residentApartments).where(eq(residentApartments.apartmentId, unit.id));
    await t.db
      .update(residents)
      .set({ email: address(101 + index) })
      .where(eq(residents.id, link!.residentId));
  }
  const [gone] = await t.db
    .insert(residents)
    .values({ ...tenant, name: 'Ex', lastName: 'Inquilino', identity: '11111111', email: former, status: 'inactivo' })
    .returning();
  await t.db
    .insert(residentApartments)
    .values({ ...tenant, residentId: gone!.id, apartmentId: complejo.units[2]!.id, relation: 'inquilino' });

  parque = (await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle')))[0]!.id;
  parqueTowers = (await t.db.select().from(towers).where(eq(towers.buildingId, parque)).orderBy(asc(towers.name))).map(
    (tower) => tower.id,
  );
  const screens = ['noticias/listado', 'noticias/nuevo'];
  const notices = await createProfile(t, company, 'Noticias', ['/asambleas'], screens);
  elsewhere = await createStaff(t, company, 'noticias-otro-complejo', notices, [parque]);
  const reader = await createProfile(t, company, 'Solo noticias', ['/asambleas'], ['noticias/listado']);
  listOnly = await createStaff(t, company, 'noticias-listado', reader, [complejo.id]);
  const assembliesOnly = await createProfile(t, company, 'Sin noticias', ['/asambleas'], ['asambleas/listado']);
  noScreen = await createStaff(t, company, 'sin-noticias', assembliesOnly, [complejo.id]);
}, 120_000);
afterAll(() => t.close());

type Listed = { id: number; title: string; publishedOn: string; towerIds: number[]; createdBy: string | null };

const listOf = async (buildingId: number, headers = as.admin) =>
  (await t.call(calls.findAll, { headers, body: { buildingId } })).json().notices as Listed[];

const create = (body: Record<string, unknown>, headers = as.admin) =>
  t.call(calls.create, {
    headers,
    body: { buildingId: complejo.id, title: 'Aviso', text: 'Texto del aviso.', publishedOn: today, ...body },
  });

/** The e-mails that left since `before`, by address. */
const mailsSince = async (before: number) => {
  const mails = (await t.outbox()).slice(before).map(mailText);
  const to = (mail: string) => /^To: (.+)$/m.exec(mail)?.[1]?.trim();
  return { mails, addresses: mails.map(to).sort() };
};

const noticeCount = async () => (await t.db.select().from(notices)).length;

describe('noticias', () => {
  it('lists the complejo’s notices newest first, with their audience and author', async () => {
    const listed = await listOf(parque);
    const stored = await t.db.select().from(notices).where(eq(notices.buildingId, parque));
    expect(listed).toHaveLength(stored.length);
    const days = listed.map((row) => row.publishedOn);
    expect(days).toEqual([...days].sort().reverse());
    expect(listed.every((row) => row.createdBy !== null)).toBe(true);
    // The demo's fumigation is for Torre B only; the rest are for the whole complejo.
    const fumigation = listed.find((row) => row.title === 'Fumigación de áreas comunes')!;
    expect(fumigation.towerIds).toEqual([parqueTowers[1]]);
    expect(listed.filter((row) => row.towerIds.length > 0)).toHaveLength(1);
  });

  it('publishes a notice for the whole complejo and e-mails it to each active resident with an address', async () => {
    const before = (await t.outbox()).length;
    const res = await create({
      title: 'Corte de luz',
      text: 'Mañana se corta la luz de 9 a 12.\n<script>alert("hola")</script> & <b>gracias</b>',
      expiresOn: addDays(today, 3),
    });
    expect(res.json()).toMatchObject({
      ok: true,
      message: noticeMessages.created,
      notice: {
        buildingId: complejo.id,
        title: 'Corte de luz',
        publishedOn: today,
        towerIds: [],
        createdBy: adminName,
      },
    });
    const { mails, addresses } = await mailsSince(before);
    expect(addresses).toEqual([address(101), address(103), address(104)]);
    for (const mail of mails) {
      expect(mail).toContain('Subject: Complejo de las noticias: Corte de luz');
      expect(mail).toContain('Mañana se corta la luz de 9 a 12.');
      // The HTML part shows what was written; none of it is markup.
      const html = mail.slice(mail.indexOf('Content-Type: text/html'));
      expect(html).toContain('&#60;script&#62;');
      expect(html).not.toMatch(/<script|<b>/i);
    }
    expect((await listOf(complejo.id))[0]!.id).toBe(res.json().notice.id);
  });

  it('publishes a notice for one tower, e-mailed only to the residents of its units', async () => {
    const before = (await t.outbox()).length;
    const res = await create({ title: 'Ascensor de la torre U', towerIds: [towerU, towerU] });
    expect(res.json()).toMatchObject({ ok: true, notice: { towerIds: [towerU] } });
    const { mails, addresses } = await mailsSince(before);
    expect(addresses).toEqual([address(103), address(104)]);
    expect(mails[0]).toContain('publicó esta noticia para su torre');
    const stored = await t.db.select().from(noticeTowers).where(eq(noticeTowers.noticeId, res.json().notice.id));
    expect(stored).toEqual([
      { companyId: complejo.companyId, buildingId: complejo.id, noticeId: res.json().notice.id, towerId: towerU },
    ]);
  });

  it('refuses a tower of another complejo, an unknown one and too many, writing and e-mailing nothing', async () => {
    const before = await noticeCount();
    const queued = (await t.db.select().from(mailOutbox)).length;
    for (const towerIds of [[towerT, parqueTowers[0]!], [999_999]]) {
      const res = await create({ towerIds });
      expect([res.statusCode, res.json().message]).toEqual([409, noticeMessages.foreignTower]);
    }
    const many = await create({ towerIds: Array.from({ length: 51 }, (_, index) => index + 1) });
    expect([many.statusCode, many.json().message]).toEqual([
      400,
      'Elija hasta 50 torres, o ninguna para todo el complejo.',
    ]);
    const bad = await create({ towerIds: [0] });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Seleccione la torre.']);
    const late = await create({ expiresOn: addDays(today, -1) });
    expect([late.statusCode, late.json().message]).toEqual([400, 'La noticia no puede vencer antes de publicarse.']);
    expect(await noticeCount()).toBe(before);
    expect((await t.db.select().from(mailOutbox)).length).toBe(queued);
  });

  it('e-mails a notice for a later day on that day, once, however many rounds look for it', async () => {
    const repo = createNoticesRepository(t.db);
    const before = (await t.outbox()).length;
    const tomorrow = addDays(today, 1);
    const res = await create({ title: 'Asamblea de mañana', publishedOn: tomorrow, towerIds: [towerT] });
    expect(res.json()).toMatchObject({ ok: true, notice: { publishedOn: tomorrow } });
    await mailDueNotices(t.app, repo, today);
    expect((await mailsSince(before)).mails).toEqual([]);
    // Its day: two instances' rounds at once, and another later, send it once.
    await Promise.all([mailDueNotices(t.app, repo, tomorrow), mailDueNotices(t.app, repo, tomorrow)]);
    await mailDueNotices(t.app, repo, addDays(tomorrow, 1));
    const { mails, addresses } = await mailsSince(before);
    expect(addresses).toEqual([address(101)]);
    expect(mails[0]).toContain('Asamblea de mañana');
    const [row] = await t.db.select().from(notices).where(eq(notices.id, res.json().notice.id));
    expect(row!.mailedAt).not.toBeNull();
  });

  it('never e-mails a notice removed before its day', async () => {
    const repo = createNoticesRepository(t.db);
    const before = (await t.outbox()).length;
    const later = addDays(today, 5);
    const res = await create({ title: 'Se cancela', publishedOn: later });
    const removed = await t.call(calls.delete, { headers: as.admin, params: { id: res.json().notice.id } });
    expect(removed.json()).toEqual({ ok: true, message: noticeMessages.deleted });
    await mailDueNotices(t.app, repo, later);
    expect((await mailsSince(before)).mails).toEqual([]);
  });

  it('removes a notice with its audience, once', async () => {
    const created = (await create({ towerIds: [towerT] })).json().notice as { id: number };
    const res = await t.call(calls.delete, { headers: listOnly.headers, params: { id: created.id } });
    expect(res.json()).toEqual({ ok: true, message: noticeMessages.deleted });
    expect(await t.db.select().from(noticeTowers).where(eq(noticeTowers.noticeId, created.id))).toEqual([]);
    const again = await t.call(calls.delete, { headers: as.admin, params: { id: created.id } });
    expect([again.statusCode, again.json().message]).toEqual([404, noticeMessages.notFound]);
  });

  it('shows nothing to another administradora, another complejo or a profile without the screen, and lets them change nothing', async () => {
    const [theirs] = await t.db
      .select()
      .from(notices)
      .where(and(eq(notices.buildingId, complejo.id)))
      .orderBy(asc(notices.id));
    const before = await noticeCount();
    for (const headers of [as.adminB, elsewhere.headers]) {
      const list = await t.call(calls.findAll, { headers, body: { buildingId: complejo.id } });
      expect([list.statusCode, list.json().message]).toEqual([404, refusals.buildingNotFound]);
      const made = await create({}, headers);
      expect([made.statusCode, made.json().message]).toEqual([404, refusals.buildingNotFound]);
      const removed = await t.call(calls.delete, { headers, params: { id: theirs!.id } });
      expect([removed.statusCode, removed.json().message]).toEqual([404, noticeMessages.notFound]);
    }
    // A tower the caller reaches, named for a complejo it does not: refused before the towers are looked at.
    const foreign = await create({ buildingId: parque, towerIds: [towerT] }, as.adminB);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, refusals.buildingNotFound]);
    for (const res of [
      await t.call(calls.findAll, { headers: noScreen.headers, body: { buildingId: complejo.id } }),
      await create({}, noScreen.headers),
      await t.call(calls.delete, { headers: noScreen.headers, params: { id: theirs!.id } }),
      await create({}, listOnly.headers),
    ]) {
      expect([res.statusCode, res.json().message]).toEqual([403, refusals.noFunctionality]);
    }
    expect(await noticeCount()).toBe(before);
    // The colleague of another complejo still reads and writes their own.
    expect((await listOf(parque, elsewhere.headers)).length).toBeGreaterThan(0);
  });
});
