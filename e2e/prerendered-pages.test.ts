import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { accountButton, runByReact, signIn, watchConsole } from './steps';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The documents and scripts a step makes the browser ask for. */
const requestsDuring = async (page: Page, step: () => Promise<void>) => {
  const requests: { type: string; path: string }[] = [];
  const listen = (request: { resourceType: () => string; url: () => string }) =>
    requests.push({ type: request.resourceType(), path: new URL(request.url()).pathname });
  page.on('request', listen);
  await step();
  page.off('request', listen);
  return {
    documents: requests.filter((request) => request.type === 'document').map((request) => request.path),
    scripts: requests.filter((request) => request.type === 'script').map((request) => request.path),
  };
};

/** The app's entry, as the pages name it for the moment a session needs it. */
const appEntryOf = (html: string) => /data-app="([^"]+)"/.exec(html)?.[1];

describe('the landing and the sign-in form, sent already drawn (issue #13)', () => {
  it('arrive as HTML that shows them, each with its own script and not the app’s', async () => {
    const landing = await (await fetch(`${baseURL}/`)).text();
    expect(landing).toContain('<h1');
    expect(landing).toContain('>Horizontal</h1>');
    expect(landing).toMatch(/<a href="\/login"[^>]*>Ingresar<\/a>/);
    expect(landing.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/\/landing-[\w-]+\.js/)]);

    const login = await (await fetch(`${baseURL}/login`)).text();
    expect(login).toContain('>Iniciar sesión</h1>');
    expect(login).toMatch(/<button type="submit" [^>]*disabled=""/);
    expect(login.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/\/sign-in-[\w-]+\.js/)]);
    expect(login).toContain('rel="modulepreload"');
    expect(appEntryOf(login)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(login).not.toContain(`href="${appEntryOf(login)}"`);
  });

  it('run without the app: the landing’s link loads the form, which React takes over without a mismatch', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    const consoleErrors = watchConsole(page);
    const landing = await requestsDuring(page, async () => {
      await page.goto('/', { waitUntil: 'networkidle' });
    });
    const appEntry = appEntryOf(await page.content());
    expect(landing.scripts).toEqual([expect.stringMatching(/\/landing-[\w-]+\.js$/), ...landing.scripts.slice(1)]);
    expect(landing.scripts).not.toContain(appEntry);
    const login = await requestsDuring(page, async () => {
      await page.getByRole('link', { name: 'Ingresar' }).click();
      await page.waitForURL('**/login');
      await runByReact(page, 'button[type="submit"]');
      await expect.poll(() => page.getByRole('button', { name: 'Ingresar' }).isEnabled()).toBe(true);
    });
    expect(login.documents).toEqual(['/login']);
    expect(login.scripts).not.toContain(appEntry);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('say why a sign-in fails, and hand a session over to the app, which goes on to the page asked for', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('admin@horizontal.uy');
    await page.getByLabel('Contraseña', { exact: true }).fill('Otra#2026x');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.getByText('El correo o la contraseña no son correctos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto('/residentes/listado');
    await page.waitForURL((url) => url.pathname === '/');
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/residentes/listado');
    expect(errors).toEqual([]);
    await close();
  });

  it('work before any script: the landing’s links lead on, and the form cannot be sent by the browser', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-UY' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Correo electrónico').fill('admin@horizontal.uy');
    await page.getByLabel('Contraseña', { exact: true }).fill('Admin#2026');
    await page.getByLabel('Contraseña', { exact: true }).press('Enter');
    expect(await page.getByRole('button', { name: 'Ingresar' }).isDisabled()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('give way to the signed-in app for a tab that holds a session', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    await page.goto('/');
    await page.waitForURL('**/home');
    await page.goto('/login');
    await page.waitForURL('**/home');
    await accountButton(page, 'Martín Rodríguez').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
