import { contract, type Message, messagingMessages, NOTIFICATION_TYPE_ID } from '@horizontal/domain';
import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInboundSecret } from '../../config/server-config';
import { createProfile, createStaff } from '../../core/test/staff';
import { createTestApp, mailText, type TestApp } from '../../core/test/test-app';
import {
  apartments,
  buildings,
  messageRecipients,
  messages,
  notifications,
  residentApartments,
  residents,
  serverSecrets,
  towers,
  users,
} from '../../db/schema';
import { sharedSecret } from '../../lib/secrets';
import { demoLogins } from '../../seed/demo';
import { inboundMessages } from './inbound.routes';
import { threadOfReplyAddress, threadReplyAddress } from './reply-address';

const [, admin, adminB, desk] = demoLogins;
const calls = contract.messages;
const text = messagingMessages;
let t: TestApp;
let as: { admin: Record<string, string>; adminB: Record<string, string>; desk: Record<string, string> };
let parque: number;
let company: number;
/** A second staff member of Parque Batlle whose profile opens Mensajería, and no other module. */
let colleague: { id: number; headers: Record<string, string> };

const inboxOf = async (headers: Record<string, string>) =>
  (await t.call(calls.inbox, { headers, body: { buildingId: parque } })).json().inbox as Message[];

const typeThreeOf = async (userId: number) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.typeId, NOTIFICATION_TYPE_ID.message)));

/** The active residents of a tower's units, with their e-mail addresses. */
const towerResidents = async (tower: string) =>
  t.db
    .selectDistinct({ id: residents.id, email: residents.email, apartmentId: residentApartments.apartmentId })
    .from(residents)
    .innerJoin(residentApartments, eq(residentApartments.residentId, residents.id))
    .innerJoin(apartments, eq(apartments.id, residentApartments.apartmentId))
    .innerJoin(towers, eq(towers.id, apartments.towerId))
    .where(and(eq(towers.buildingId, parque), eq(towers.name, tower), eq(residents.status, 'activo')));

beforeAll(async () => {
  t = await createTestApp();
  const [building] = await t.db.select().from(buildings).where(eq(buildings.name, 'Complejo Parque Batlle'));
  parque = building!.id;
  company = building!.companyId;
  as = { admin: await t.headersOf(admin!), adminB: await t.headersOf(adminB!), desk: await t.headersOf(desk!) };
  const writer = await createProfile(
    t,
    company,
    'mensajeria',
    ['/mensajes'],
    ['mensajes/listado', 'mensajes/nuevo', 'mensajes/chat'],
  );
  const staff = await createStaff(t, company, 'mensajeria', writer, [parque]);
  colleague = { id: staff.userId, headers: await t.headersOf(staff) };
});
afterAll(() => t.close());

describe('the inbox and what was sent', () => {
  it('holds the threads residents started, each message with its sender’s unit; the sent ones apart', async () => {
    const inbox = await inboxOf(as.admin);
    expect(inbox.length).toBeGreaterThan(0);
    const firsts = inbox.filter((message) => message.messageParentId === null);
    expect(firsts.every((message) => message.sender.kind === 'residente' && message.apartment !== null)).toBe(true);
    // Every message belongs to one of those threads, and the administrator has read some but not all.
    const roots = new Set(firsts.map((message) => message.id));
    expect(inbox.every((message) => roots.has(message.messageParentId ?? message.id))).toBe(true);
    expect(new Set(inbox.filter((m) => m.sender.kind === 'residente').map((m) => m.read))).toEqual(
      new Set([true, false]),
    );
    const sent = (await t.call(calls.sent, { headers: as.admin, body: { buildingId: parque } })).json()
      .send as Message[];
    expect(sent.filter((message) => message.messageParentId === null).map((m) => m.sender.kind)).not.toContain(
      'residente',
    );
    expect(sent.map((message) => message.id)).not.toContain(firsts[0]!.id);
  });

  it('shows nothing of one administradora to another, nor to a profile without Mensajería', async () => {
    const theirs = await t.call(calls.inbox, { headers: as.adminB, body: { buildingId: parque } });
    expect(theirs.statusCode).toBe(404);
    const [first] = await inboxOf(as.admin);
    const detail = await t.call(calls.detail, { headers: as.adminB, body: { id: first!.id } });
    expect([detail.statusCode, detail.json().message]).toEqual([404, text.notFound]);
    const deskAsks = await t.call(calls.inbox, { headers: as.desk, body: { buildingId: parque } });
    expect(deskAsks.statusCode).toBe(403);
  });
});

describe('a new message', () => {
  it('reaches every resident of a tower: a row each, an e-mail each with an address, the staff told', async () => {
    const reached = await towerResidents('Torre A');
    const unitIds = [...new Set(reached.map((row) => row.apartmentId))];
    const before = (await t.outbox()).length;
    const colleagueBefore = (await typeThreeOf(colleague.id)).length;
    const res = await t.call(calls.create, {
      headers: as.admin,
      body: {
        buildingId: parque,
        subject: 'Corte de agua el jueves',
        text: 'El jueves de 9 a 13 se corta el agua en la Torre A.\nDisculpen las molestias.',
        apartmentIds: unitIds,
      },
    });
    expect(res.json()).toMatchObject({
      ok: true,
      message: text.sent,
      created: { subject: 'Corte de agua el jueves', messageParentId: null, status: 'abierto', read: true },
    });
    const id = res.json().created.id as number;
    const rows = await t.db.select().from(messageRecipients).where(eq(messageRecipients.messageId, id));
    const people = new Set(reached.map((row) => row.id));
    expect(rows.map((row) => row.residentId).sort()).toEqual([...people].sort());
    expect(rows.every((row) => row.status === 'no_leido')).toBe(true);

    const mails = (await t.outbox()).slice(before).map(mailText);
    const addresses = new Set(reached.flatMap((row) => (row.email ? [row.email] : [])));
    expect(mails).toHaveLength(addresses.size);
    const [secret] = await t.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'mail-replies'));
    for (const mail of mails) {
      expect(mail).toContain('El jueves de 9 a 13 se corta el agua en la Torre A.');
      const replyTo = /^Reply-To: (.+)$/m.exec(mail)?.[1]?.trim() ?? '';
      // A reply's address names this thread, signed: one edited by hand names none.
      expect(threadOfReplyAddress(secret!.value, replyTo)).toBe(id);
      expect(threadOfReplyAddress(secret!.value, replyTo.replace(`+${id}.`, `+${id + 1}.`))).toBeNull();
    }
    // The other staff with Mensajería are told (type 3); the writer and the front desk are not.
    expect((await typeThreeOf(colleague.id)).length).toBe(colleagueBefore + 1);
    const sent = (await t.call(calls.sent, { headers: colleague.headers, body: { buildingId: parque } })).json()
      .send as Message[];
    expect(sent.map((message) => message.id)).toContain(id);
  });

  it('is text: markup in a body reaches the e-mail escaped, never as markup', async () => {
    const reached = await towerResidents('Torre A');
    const withMail = reached.find((row) => row.email)!;
    const before = (await t.outbox()).length;
    const body = 'Hola <img src=x onerror="alert(1)"><script>alert("x")</script> & chau';
    const res = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, subject: '<b>Aviso</b>', text: body, residentIds: [withMail.id] },
    });
    expect(res.json().created.text).toBe(body);
    const [mail] = (await t.outbox()).slice(before).map(mailText);
    expect(mail).toContain('Hola <img src=x onerror="alert(1)"><script>alert("x")</script> & chau');
    const html = mail!.slice(mail!.indexOf('<!doctype html>'));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
  });

  it('refuses units of another complejo or no one at all, writing nothing', async () => {
    const [foreign] = await t.db
      .select({ id: apartments.id })
      .from(apartments)
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .where(eq(buildings.name, 'Residencial Playa Brava'));
    const before = (await t.db.select().from(messages)).length;
    const res = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, text: 'Hola', apartmentIds: [foreign!.id] },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, text.noRecipients]);
    const none = await t.call(calls.create, { headers: as.admin, body: { buildingId: parque, text: 'Hola' } });
    expect([none.statusCode, none.json().message]).toEqual([400, 'Elija a quién enviar el mensaje.']);
    const empty = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, toAll: true, text: ' ' },
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Escriba el mensaje.']);
    expect((await t.db.select().from(messages)).length).toBe(before);
  });
});

describe('a thread', () => {
  it('is answered: the reply joins it, reaches the resident who wrote, and keeps the thread’s subject', async () => {
    const inbox = await inboxOf(as.admin);
    const first = inbox.find((message) => message.messageParentId === null && message.status === 'abierto')!;
    const [writer] = await t.db.select().from(residents).where(eq(residents.id, first.sender.id));
    const before = (await t.outbox()).length;
    const res = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, messageParentId: first.id, text: 'Gracias por avisar: mañana va el técnico.' },
    });
    expect(res.json()).toMatchObject({
      message: text.replied,
      created: { messageParentId: first.id, subject: first.subject, status: 'abierto' },
    });
    const mails = (await t.outbox()).slice(before).map(mailText);
    expect(mails.map((mail) => /^To: (.+)$/m.exec(mail)?.[1]?.trim())).toEqual(writer!.email ? [writer!.email] : []);
    if (writer!.email) expect(mails[0]).toContain('respondió su mensaje');
  });

  it('is read by whoever opens it, for them alone, and its notifications go when asked', async () => {
    const unread = (await inboxOf(colleague.headers)).find((message) => !message.read)!;
    const first = unread.messageParentId ?? unread.id;
    const opened = await t.call(calls.detail, { headers: colleague.headers, body: { id: unread.id } });
    const thread = opened.json().messages as Message[];
    expect(thread[0]!.id).toBe(first);
    expect(thread.map((message) => message.id)).toEqual([...thread.map((message) => message.id)].sort((a, b) => a - b));
    expect(thread.every((message) => message.read)).toBe(true);
    const again = await inboxOf(colleague.headers);
    expect(again.filter((message) => (message.messageParentId ?? message.id) === first).every((m) => m.read)).toBe(
      true,
    );
    // The administrator's own marks did not move.
    const adminView = await inboxOf(as.admin);
    const adminUnread = adminView.filter((message) => !message.read).length;
    expect(adminUnread).toBeGreaterThanOrEqual(0);
    const reads = await t.db
      .select()
      .from(messageRecipients)
      .where(and(inArray(messageRecipients.messageId, [first]), isNotNull(messageRecipients.userId)));
    expect(reads.some((row) => row.userId === colleague.id && row.status === 'leido')).toBe(true);

    const pending = (await typeThreeOf(colleague.id)).length;
    expect(pending).toBeGreaterThan(0);
    const cleared = await t.call(contract.notifications.delete, {
      headers: colleague.headers,
      body: { typeId: NOTIFICATION_TYPE_ID.message },
    });
    expect(cleared.json()).toMatchObject({ ok: true, deleted: pending });
    expect(await typeThreeOf(colleague.id)).toEqual([]);
  });

  it('is archived as a whole, takes no reply then, and opens again', async () => {
    const first = (await inboxOf(as.admin)).find((message) => message.messageParentId === null)!;
    const archived = await t.call(calls.status, { headers: as.admin, body: { id: first.id, status: 'archivado' } });
    expect(archived.json()).toMatchObject({ message: text.status, updated: { id: first.id, status: 'archivado' } });
    const thread = await t.db
      .select()
      .from(messages)
      .where(eq(messages.messageParentId, first.id))
      .orderBy(asc(messages.id));
    expect(thread.every((message) => message.status === 'archivado')).toBe(true);
    const before = (await t.db.select().from(messages)).length;
    const reply = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, messageParentId: first.id, text: 'Una más' },
    });
    expect([reply.statusCode, reply.json().message]).toEqual([409, text.archived]);
    expect((await t.db.select().from(messages)).length).toBe(before);
    const twice = await t.call(calls.status, { headers: as.admin, body: { id: first.id, status: 'archivado' } });
    expect(twice.statusCode).toBe(409);
    const reopened = await t.call(calls.status, { headers: as.admin, body: { id: first.id, status: 'abierto' } });
    expect(reopened.json().updated.status).toBe('abierto');
  });

  it('lists who it went to, each marked read or unread by the administration', async () => {
    const sent = (await t.call(calls.sent, { headers: as.admin, body: { buildingId: parque } })).json()
      .send as Message[];
    const first = sent.find((message) => message.messageParentId === null)!;
    const listed = (await t.call(calls.recipients, { headers: as.admin, body: { messageId: first.id } })).json()
      .recipients as { id: number; residentId: number | null; status: string }[];
    expect(listed.length).toBeGreaterThan(0);
    const target = listed.find((recipient) => recipient.residentId !== null)!;
    const next = target.status === 'leido' ? 'no_leido' : 'leido';
    const changed = await t.call(calls.recipientStatus, { headers: as.admin, body: { id: target.id, status: next } });
    expect(changed.json()).toMatchObject({ message: text.recipientStatus, recipient: { id: target.id, status: next } });
    const theirs = await t.call(calls.recipientStatus, {
      headers: as.adminB,
      body: { id: target.id, status: target.status },
    });
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, text.recipientNotFound]);
  });

  it('offers the categories', async () => {
    const categories = (await t.call(calls.categories, { headers: as.admin })).json().categories as { name: string }[];
    expect(categories.length).toBeGreaterThan(0);
  });
});

describe('whom a message reaches, and messages between colleagues', () => {
  it('offers the units with their active residents (whether each has an e-mail, not the address) and the colleagues', async () => {
    // Mensajería alone is enough: the colleague's profile has no Complejo module.
    const res = await t.call(calls.audience, { headers: colleague.headers, body: { buildingId: parque } });
    expect(res.statusCode).toBe(200);
    const { units, staff } = res.json() as {
      units: { id: number; name: string; residents: { id: number; hasEmail: boolean }[] }[];
      staff: { id: number; name: string; role: string }[];
    };
    const towerA = await towerResidents('Torre A');
    const reached = new Set(
      units.filter((unit) => unit.name.startsWith('Torre A')).flatMap((unit) => unit.residents.map((r) => r.id)),
    );
    expect(reached).toEqual(new Set(towerA.map((row) => row.id)));
    const withAddress = new Set(towerA.filter((row) => row.email?.trim()).map((row) => row.id));
    for (const unit of units.filter((one) => one.name.startsWith('Torre A'))) {
      for (const resident of unit.residents) expect(resident.hasEmail).toBe(withAddress.has(resident.id));
    }
    expect(JSON.stringify(units)).not.toContain('@');
    // The administrator is the colleague's colleague; the front desk has no Mensajería; nobody lists themself.
    expect(staff.map((one) => one.name)).toEqual([
      (await t.call(contract.auth.data, { headers: as.admin, body: {} })).json().user.name,
    ]);
    const adminsView = (await t.call(calls.audience, { headers: as.admin, body: { buildingId: parque } })).json();
    expect(adminsView.staff).toEqual([expect.objectContaining({ id: colleague.id, role: 'mensajeria' })]);
    const theirs = await t.call(calls.audience, { headers: as.adminB, body: { buildingId: parque } });
    expect(theirs.statusCode).toBe(404);
    expect((await t.call(calls.audience, { headers: as.desk, body: { buildingId: parque } })).statusCode).toBe(403);
  });

  it('written to a colleague, it is in their Recibidos unread until opened; their reply is unread for the writer', async () => {
    const before = (await t.outbox()).length;
    const res = await t.call(calls.create, {
      headers: as.admin,
      body: {
        buildingId: parque,
        subject: 'Turnos de diciembre',
        text: '¿Podés cubrir el 24?',
        userIds: [colleague.id],
      },
    });
    expect(res.json()).toMatchObject({ ok: true, message: text.sent });
    const id = res.json().created.id as number;
    expect((await t.outbox()).length).toBe(before);
    const theirs = (await inboxOf(colleague.headers)).find((message) => message.id === id);
    expect(theirs).toMatchObject({ read: false, sender: { kind: 'administracion' } });
    expect((await inboxOf(as.admin)).map((message) => message.id)).not.toContain(id);
    const listed = (await t.call(calls.recipients, { headers: as.admin, body: { messageId: id } })).json().recipients;
    expect(listed).toEqual([expect.objectContaining({ residentId: null, status: 'no_leido' })]);

    await t.call(calls.detail, { headers: colleague.headers, body: { id } });
    expect((await inboxOf(colleague.headers)).find((message) => message.id === id)!.read).toBe(true);
    const reply = await t.call(calls.create, {
      headers: colleague.headers,
      body: { buildingId: parque, messageParentId: id, text: 'Sí, lo cubro.' },
    });
    expect(reply.json()).toMatchObject({ ok: true, message: text.replied });
    const sent = (await t.call(calls.sent, { headers: as.admin, body: { buildingId: parque } })).json()
      .send as Message[];
    expect(sent.find((message) => message.id === reply.json().created.id)!.read).toBe(false);
  });

  it('refuses, writing nothing, a message only to someone who is not a colleague with Mensajería', async () => {
    const [deskUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, desk!.email));
    const before = (await t.db.select().from(messages)).length;
    const res = await t.call(calls.create, {
      headers: as.admin,
      body: { buildingId: parque, text: 'Hola', userIds: [deskUser!.id] },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, text.noRecipients]);
    expect((await t.db.select().from(messages)).length).toBe(before);
  });
});

describe('a resident’s reply by e-mail (POST /mail/inbound)', () => {
  /** A thread a resident with an e-mail address started, and that resident. */
  const residentThread = async () => {
    const [row] = await t.db
      .select({ id: messages.id, status: messages.status, email: residents.email, residentId: residents.id })
      .from(messages)
      .innerJoin(residents, eq(residents.id, messages.senderResidentId))
      .where(
        and(
          eq(messages.buildingId, parque),
          isNull(messages.messageParentId),
          isNotNull(residents.email),
          ne(residents.email, ''),
        ),
      )
      .orderBy(asc(messages.id))
      .limit(1);
    return { ...row!, email: row!.email! };
  };
  const replyAddressOf = async (threadId: number) =>
    threadReplyAddress(await sharedSecret(t.db, 'mail-replies'), t.config.mail.from, threadId);
  const rawMail = (mail: { from: string; to: string; id: string; text: string; html?: string }) =>
    [
      `From: Residente <${mail.from}>`,
      `To: ${mail.to}`,
      'Subject: Re: conversación',
      `Message-ID: <${mail.id}@correo.example>`,
      'MIME-Version: 1.0',
      `Content-Type: ${mail.html ? 'text/html' : 'text/plain'}; charset=utf-8`,
      'Content-Transfer-Encoding: 8bit',
      '',
      mail.html ?? mail.text,
    ].join('\r\n');
  const deliver = (raw: string, key = testInboundSecret) =>
    t.app.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}/mail/inbound`,
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${key}` },
      payload: raw,
    });

  it('joins its thread without the quote, unread for the staff, who are told; a second delivery adds nothing', async () => {
    const thread = await residentThread();
    const to = await replyAddressOf(thread.id);
    const colleagueBefore = (await typeThreeOf(colleague.id)).length;
    const raw = rawMail({
      from: thread.email.toUpperCase(),
      to,
      id: `respuesta-${thread.id}`,
      text: 'Ya vino el sanitario, gracias.\n\nEl jue, 26 nov 2026 a las 10:12, Administración <a@b.uy> escribió:\n> ¿Pudo venir el sanitario?',
    });
    const res = await deliver(raw);
    expect(res.json()).toMatchObject({ ok: true, message: inboundMessages.received });
    const id = res.json().id as number;
    const inbox = await inboxOf(as.admin);
    expect(inbox.find((message) => message.id === id)).toMatchObject({
      messageParentId: thread.id,
      text: 'Ya vino el sanitario, gracias.',
      sender: { kind: 'residente', id: thread.residentId },
      read: false,
    });
    expect(inbox.find((message) => message.id === id)!.apartment).not.toBeNull();
    const told = await typeThreeOf(colleague.id);
    expect(told.length).toBe(colleagueBefore + 1);
    expect(told.at(-1)!.text).toContain('escribió');

    const again = await deliver(raw);
    expect(again.json()).toMatchObject({ ok: true, message: inboundMessages.repeated, id });
    expect(
      (await inboxOf(as.admin)).filter((message) => message.text === 'Ya vino el sanitario, gracias.'),
    ).toHaveLength(1);
    // Opened by the administrator, the thread is read.
    await t.call(calls.detail, { headers: as.admin, body: { id: thread.id } });
    expect((await inboxOf(as.admin)).find((message) => message.id === id)!.read).toBe(true);
  });

  it('opens again a thread that was archived, and keeps markup as text', async () => {
    const thread = await residentThread();
    await t.db.update(messages).set({ status: 'archivado' }).where(eq(messages.id, thread.id));
    const res = await deliver(
      rawMail({
        from: thread.email,
        to: await replyAddressOf(thread.id),
        id: `archivada-${thread.id}`,
        text: '',
        html: '<p>Sigue goteando <script>alert(1)</script><b>hoy</b></p>',
      }),
    );
    expect(res.json().ok).toBe(true);
    const [row] = await t.db.select().from(messages).where(eq(messages.id, res.json().id));
    expect(row!.text).toContain('Sigue goteando');
    expect(row!.text).not.toMatch(/<script|<b>|<p>/);
    const statuses = await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, thread.id));
    expect(statuses[0]!.status).toBe('abierto');
  });

  it('refuses, in Spanish and with no row, a wrong key, an address not signed here, a stranger and a non-mail', async () => {
    const thread = await residentThread();
    const to = await replyAddressOf(thread.id);
    const before = (await t.db.select().from(messages)).length;
    const good = { from: thread.email, to, id: 'x', text: 'Hola' };
    const cases: [Awaited<ReturnType<typeof deliver>>, number, string][] = [
      [await deliver(rawMail(good), 'otra'), 401, inboundMessages.unauthorized],
      [
        await deliver(rawMail({ ...good, to: to.replace(`+${thread.id}.`, `+${thread.id + 1}.`) })),
        422,
        inboundMessages.noThread,
      ],
      [await deliver(rawMail({ ...good, to: 'administracion@horizontal.uy' })), 422, inboundMessages.noThread],
      [await deliver(rawMail({ ...good, from: 'desconocido@correo.example' })), 422, inboundMessages.notAResident],
      [await deliver(rawMail({ ...good, text: '> solo la cita' })), 422, inboundMessages.empty],
      [await deliver(''), 415, inboundMessages.unreadable],
    ];
    for (const [res, status, message] of cases) {
      expect([res.statusCode, res.json()]).toEqual([status, { ok: false, message }]);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: `${t.config.apiPrefix}/mail/inbound`,
      headers: { authorization: `Bearer ${testInboundSecret}` },
      payload: { text: 'hola' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    expect((await t.db.select().from(messages)).length).toBe(before);
  });
});
