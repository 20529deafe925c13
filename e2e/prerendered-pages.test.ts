import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { signIn } from './steps';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Console errors too: React reports a page that does not match what it would draw there. */
const watchConsole = (page: Page) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  return messages;
};

/** Waits until React runs the element: hydration leaves its props on the node (the landing's app starts after load). */
const runByTheApp = (page: Page, selector: string) =>
  page.waitForFunction(
    (css) => Object.keys(document.querySelector(css) ?? {}).some((key) => key.startsWith('__reactProps')),
    selector,
  );

/** Whether the app runs the page: the router, not the browser, follows a plain click on a link. */
const documentsLoadedBy = async (page: Page, step: () => Promise<void>) => {
  const documents: string[] = [];
  const listen = (request: { resourceType: () => string; url: () => string }) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  };
  page.on('request', listen);
  await step();
  page.off('request', listen);
  return documents;
};

describe('the landing and the sign-in form, sent already drawn (issue #13)', () => {
  it('arrive as HTML that shows them, the landing with no script but the one that starts the app after it', async () => {
    const landing = await (await fetch(`${baseURL}/`)).text();
    expect(landing).toContain('<h1');
    expect(landing).toContain('>Horizontal</h1>');
    expect(landing).toMatch(/<a href="\/login"[^>]*>Ingresar<\/a>/);
    expect(landing.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/start-after-load-[\w-]+\.js/)]);
    expect(landing).not.toContain('modulepreload');

    const login = await (await fetch(`${baseURL}/login`)).text();
    expect(login).toContain('>Iniciar sesión</h1>');
    expect(login).toMatch(/<button type="submit" [^>]*disabled=""/);
    expect(login).toContain('rel="modulepreload"');
  });

  it('are taken over by the app without a mismatch, and then its router follows the links', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    const consoleErrors = watchConsole(page);
    await page.goto('/');
    await runByTheApp(page, 'a[href="/login"]');
    const loaded = await documentsLoadedBy(page, async () => {
      await page.getByRole('link', { name: 'Ingresar' }).click();
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Ingresar' }).waitFor();
    });
    expect(loaded).toEqual([]);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('button', { name: 'Ingresar' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
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
    await page.getByText('Bienvenido/a, Martín Rodríguez').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
