import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { serveFolder } from './static-server';

const storybookStatic = fileURLToPath(new URL('../storybook-static/', import.meta.url));
let browser: Browser;
let storybook: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  if (!existsSync(`${storybookStatic}index.json`)) throw new Error('Run `npm run build-storybook` first');
  storybook = await serveFolder(storybookStatic);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storybook?.close();
});

describe('the built Storybook', () => {
  it('lists the Login stories', async () => {
    const index = (await (await fetch(`${storybook.url}/index.json`)).json()) as { entries: Record<string, unknown> };
    const login = Object.keys(index.entries).filter((id) => id.startsWith('pantallas-públicas-login--'));
    expect(login).toEqual(
      expect.arrayContaining([
        'pantallas-públicas-login--vacío',
        'pantallas-públicas-login--completo',
        'pantallas-públicas-login--correo-inválido',
        'pantallas-públicas-login--error-del-servidor',
        'pantallas-públicas-login--cargando',
      ]),
    );
  });

  it('renders a Login story with its server error', async () => {
    const { page, errors, close } = await openPage(browser, storybook.url);
    await page.goto(
      `/iframe.html?id=${encodeURIComponent('pantallas-públicas-login--error-del-servidor')}&viewMode=story`,
    );
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('no son correctos');
    expect(errors).toEqual([]);
    await close();
  });
});
