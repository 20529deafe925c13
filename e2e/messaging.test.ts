import { createApi } from '@horizontal/api';
import { messagingMessages, randomCi, roleNames } from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import {
  newRunTag,
  outboxAddresseesNaming,
  outboxMailsNaming,
  residentEmailsOfTower,
  signIn,
  temporaryPasswordFor,
  toast,
} from './steps';

/*
 * Mensajería through the real pages, server and database (issue #35): Parque Batlle's administrator writes to one
 * tower and its residents with an address find it in the outbox; a second administrator sees it among the sent; a
 * thread a resident started is answered in the chat, and the resident's e-mail reply (through the inbound route)
 * raises the Mensajería badge, which opening the thread clears; so does a colleague's new message.
 */
const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
const inboundSecret = inject('inboundSecret');
const admin = { email: 'admin@horizontal.uy', password: 'Admin#2026' } as const;
const runTag = newRunTag();
const subject = `Limpieza de tanques ${runTag}`;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const apiAs = (token: string | null) => createApi({ baseURL: `${baseURL}/api`, getToken: () => token });

const tokenOf = async (email: string, password: string) => {
  const answer = await apiAs(null).auth.signin({ email, password });
  if (!answer.ok) throw new Error(`No se pudo ingresar como ${email}: ${answer.message}`);
  return answer.token;
};

const signedIn = async () => {
  const opened = await openPage(browser, baseURL);
  await signIn(opened.page, admin.email, admin.password);
  await opened.page.waitForURL('**/home');
  return opened;
};

/** The addressees of the outbox's e-mails whose text names `text`, once as many as `count` have been written. */
const mailedTo = (text: string, count: number) => outboxAddresseesNaming(outboxDir, text, count);

/** The Mensajería link of the modules' menu, and the number its badge shows. */
const badgeOf = async (page: Page) => {
  const link = page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: /^Mensajería/ });
  await link.waitFor();
  return Number((await link.textContent())?.match(/(\d+)\s*notificaci/)?.[1] ?? 0);
};

describe('mensajería at the office (issue #35)', () => {
  let building = 0;
  let adminApi: ReturnType<typeof apiAs>;

  beforeAll(async () => {
    const session = await apiAs(null).auth.signin(admin);
    if (!session.ok || !session.user) throw new Error(session.message);
    building = session.user.buildings[0]!.id;
    adminApi = apiAs(session.token);
  });

  it('writes to one tower: every resident there with an address gets the e-mail', async () => {
    const { page, errors, close } = await signedIn();
    await page.goto('/mensajes/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nuevo mensaje' }).waitFor();
    await page.getByRole('radio', { name: 'Por torre' }).click();
    const towers = page.getByRole('combobox', { name: 'Torres' });
    await expect.poll(() => towers.isEnabled()).toBe(true);
    await towers.fill('Torre B');
    await towers.press('Enter');
    await page.getByRole('textbox', { name: 'Asunto' }).fill(subject);
    await page.getByRole('textbox', { name: 'Texto' }).fill('El jueves de 9 a 12 se limpian los tanques de agua.');
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await toast(page, messagingMessages.sent).waitFor();

    // Who should get it, read from the server: the active residents of Torre B's units, with an address.
    const expected = await residentEmailsOfTower(adminApi, building, 'Torre B');
    expect(expected.length).toBeGreaterThan(0);
    expect(await mailedTo('se limpian los tanques de agua', expected.length)).toEqual(expected);
    expect(errors).toEqual([]);
    await close();
  });

  it('a colleague sees it among the sent; their new message raises the badge, and opening the thread clears it', async () => {
    // A second administrator of the administradora, set up by the master as the office would.
    const masterApi = apiAs(await tokenOf('maestro@horizontal.uy', 'Maestro#2026'));
    const session = await apiAs(null).auth.signin(admin);
    const company = session.ok ? session.user?.company : null;
    if (!company) throw new Error('El administrador no pudo ingresar');
    const roles = await masterApi.general.roles(company.id);
    if (!roles.ok) throw new Error(roles.message);
    const email = `mensajes${runTag}@horizontal.uy`;
    const created = await masterApi.users.create({
      name: `Colega ${runTag}`,
      identity: randomCi(),
      email,
      phone: '099123456',
      roleId: roles.roles.find((role) => role.name === roleNames.administrator)!.id,
      companyId: company.id,
      buildingIds: [building],
    });
    if (!created.ok) throw new Error(created.message);
    const temporary = await temporaryPasswordFor(outboxDir, email);
    const changed = await apiAs(await tokenOf(email, temporary)).auth.change({
      currentPassword: temporary,
      newPassword: 'Colega#2026',
    });
    if (!changed.ok) throw new Error(changed.message);
    const colleague = apiAs(await tokenOf(email, 'Colega#2026'));
    const sent = await colleague.messages.sent({ buildingId: building });
    if (!sent.ok) throw new Error(sent.message);
    expect(sent.send.map((message) => message.subject)).toContain(subject);

    const { page, errors, close } = await signedIn();
    const before = await badgeOf(page);
    const units = await colleague.general.apartments(building);
    if (!units.ok) throw new Error(units.message);
    const written = await colleague.messages.create({
      buildingId: building,
      subject: `Ascensor de la Torre A ${runTag}`,
      text: 'Mañana viene el técnico del ascensor.',
      apartmentIds: [units.apartments.find((unit) => unit.name === 'Torre A · 101')!.id],
    });
    if (!written.ok) throw new Error(written.message);
    await expect.poll(() => badgeOf(page)).toBe(before + 1);

    await page.goto(`/mensajes/chat?id=${written.created.id}`);
    await page.getByText('Mañana viene el técnico del ascensor.').waitFor();
    await expect.poll(() => badgeOf(page)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('answers a thread a resident started, in the chat; the resident’s reply by e-mail raises the badge, and opening the thread clears it', async () => {
    const [inbox, residents] = await Promise.all([
      adminApi.messages.inbox({ buildingId: building }),
      adminApi.residents.findAll(building),
    ]);
    if (!inbox.ok || !residents.ok) throw new Error('No se pudieron leer los mensajes y los residentes');
    const emailOf = new Map(residents.residents.map((resident) => [resident.id, resident.email]));
    const thread = inbox.inbox.find(
      (message) => message.messageParentId === null && message.status === 'abierto' && emailOf.get(message.sender.id),
    )!;
    const writerEmail = emailOf.get(thread.sender.id)!;
    const { page, errors, close } = await signedIn();
    await page.goto('/mensajes/listado');
    await page
      .getByRole('link', { name: new RegExp(thread.subject) })
      .first()
      .click();
    await page.waitForURL(`**/mensajes/chat?id=${thread.id}`);
    const reply = `Gracias por avisar, mañana lo revisamos ${runTag}.`;
    await page.getByRole('textbox', { name: 'Respuesta' }).fill(reply);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText(reply).waitFor();
    const [mail] = await outboxMailsNaming(outboxDir, reply);
    expect(/^To: (.+)$/m.exec(mail!)?.[1]?.trim()).toBe(writerEmail);

    // The resident answers that e-mail: their provider hands it to the server's inbound route. (Not on the list,
    // whose opening marks Mensajería's notices seen.)
    await page.goto('/home');
    const before = await badgeOf(page);
    const answer = `Perfecto, los espero a las 10 ${runTag}.`;
    const delivered = await fetch(`${baseURL}/api/mail/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${inboundSecret}` },
      body: [
        `From: <${writerEmail}>`,
        `To: ${/^Reply-To: (.+)$/m.exec(mail!)?.[1]?.trim()}`,
        `Subject: Re: ${thread.subject}`,
        `Message-ID: <respuesta-${runTag}@correo.example>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        answer,
        '',
        `> ${reply}`,
      ].join('\r\n'),
    });
    expect(await delivered.json()).toMatchObject({ ok: true });
    await expect.poll(() => badgeOf(page)).toBe(before + 1);
    await page.goto(`/mensajes/chat?id=${thread.id}`);
    await page.getByText(answer).waitFor();
    await expect(page.getByText(`> ${reply}`).count()).resolves.toBe(0);
    await expect.poll(() => badgeOf(page)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
