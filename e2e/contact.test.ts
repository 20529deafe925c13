import { CONTACT_GUARD, publicMessages, validateContact } from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { outboxMailsNaming, runByReact, watchConsole } from './steps';

const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The server refuses a form sent sooner than a person could fill it: a test that types fast waits the rest. */
const waitTheFillTime = async (page: Page, drawnAt: number) => {
  const left = CONTACT_GUARD.minFillSeconds * 1000 + 300 - (Date.now() - drawnAt);
  if (left > 0) await page.waitForTimeout(left);
};

const fill = async (page: Page, values: { name: string; email: string; phone?: string; message: string }) => {
  await page.getByLabel('Nombre').fill(values.name);
  await page.getByLabel('Correo electrónico').fill(values.email);
  if (values.phone) await page.getByLabel('Teléfono (opcional)').fill(values.phone);
  await page.getByLabel('Complejo o dirección (opcional)').fill('Edificio Rambla Sur, Av. Gonzalo Ramírez 1234');
  await page.getByLabel('Consulta').fill(values.message);
};

/** Both e-mails of one send: the team's copy with what was written, and the sender's fixed confirmation. */
const mailsOfSend = async (email: string, message: string) => {
  const mails = await outboxMailsNaming(outboxDir, email, 2);
  const toTeam = mails.filter((mail) => /^To: contacto@horizontal\.uy/m.test(mail));
  const toSender = mails.filter((mail) => new RegExp(`^To: ${email.replace(/\./g, '\\.')}`, 'm').test(mail));
  return { all: mails, toTeam, toSender, teamHasMessage: toTeam.some((mail) => mail.includes(message)) };
};

describe('the contact form (issue #38)', () => {
  it('is reached from the landing, says each problem at its field, and sends: the team and the sender get an e-mail', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    const consoleErrors = watchConsole(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Escríbanos' }).click();
    await page.waitForURL('**/contact');
    const drawnAt = Date.now();
    await page.getByRole('heading', { name: 'Contacto' }).waitFor();
    // React is fetched once a person starts on the form; then a send is checked on the page, without a request.
    await page.getByLabel('Nombre').focus();
    await runByReact(page, 'form');
    const email = `consulta.${Date.now()}@correo.com.uy`;
    const message = `Somos la comisión del edificio (${email}) y buscamos administradora.`;
    await fill(page, { name: 'Lucía Fernández', email: 'lucia@correo', message: '' });
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    const expected = validateContact({ name: 'x', email: 'lucia@correo', phone: '', company: '', message: '' });
    await page.getByText(expected.email!).waitFor();
    await page.getByText(expected.message!).waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');

    await fill(page, { name: 'Lucía Fernández', email, phone: '099 123 456', message });
    await waitTheFillTime(page, drawnAt);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.getByRole('heading', { name: 'Consulta enviada' }).waitFor();
    const mails = await mailsOfSend(email, message);
    expect(mails.toTeam).toHaveLength(1);
    expect(mails.toSender).toHaveLength(1);
    expect(mails.teamHasMessage).toBe(true);
    // The confirmation repeats nothing typed but the address it goes to.
    expect(mails.toSender[0]).not.toContain('comisión del edificio');
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('works without JavaScript: the server draws the form again with its problems, then sends it', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-UY' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Escríbanos' }).click();
    await page.waitForURL('**/contact');
    const drawnAt = Date.now();
    const email = `sinjs.${Date.now()}@correo.com.uy`;
    const message = `Consulta enviada sin JavaScript por ${email}.`;
    await fill(page, { name: 'Martín Pérez', email: 'martin@correo', message });
    await waitTheFillTime(page, drawnAt);
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    const expected = validateContact({ name: 'x', email: 'martin@correo', phone: '', company: '', message: 'x' });
    await page.getByText(expected.email!).waitFor();
    // What was typed is still there.
    expect(await page.getByLabel('Consulta').inputValue()).toBe(message);
    expect(await page.getByLabel('Nombre').inputValue()).toBe('Martín Pérez');

    await page.getByLabel('Correo electrónico').fill(email);
    await waitTheFillTime(page, Date.now());
    await page.getByRole('button', { name: 'Enviar consulta' }).click();
    await page.waitForURL('**/contact?enviada');
    await page.getByRole('heading', { name: 'Consulta enviada' }).waitFor();
    const mails = await mailsOfSend(email, message);
    expect(mails.toTeam).toHaveLength(1);
    expect(mails.toSender).toHaveLength(1);
    expect(mails.teamHasMessage).toBe(true);
    await context.close();
  });

  it('refuses what a bot sends at once, or with the field people never see filled, and says so in Spanish', async () => {
    const page = await (await fetch(`${baseURL}/contact`)).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(formToken).not.toBe('');
    const post = (fields: Record<string, string>) =>
      fetch(`${baseURL}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Bot',
          email: 'bot@correo.com.uy',
          message: 'Oferta imperdible',
          formToken,
          ...fields,
        }),
      });
    const atOnce = await post({});
    expect(atOnce.status).toBe(400);
    expect(await atOnce.text()).toContain(publicMessages.contactRefused.split(':')[0]);
    await new Promise((resolve) => setTimeout(resolve, CONTACT_GUARD.minFillSeconds * 1000 + 300));
    const trapped = await post({ [CONTACT_GUARD.honeypotField]: 'https://oferta.example' });
    expect(trapped.status).toBe(400);
    expect(await trapped.text()).toContain(publicMessages.contactRefused.split(':')[0]);
  });
});
