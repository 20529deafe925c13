import { createApi } from '@horizontal/api';
import { startAppServer } from '@horizontal/test-support/app-server';
import { browserStepMs, serverStartMs, testMs } from '@horizontal/test-support/timeouts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { accountButton, changeTemporaryPassword, choose, signIn, signInFirstTime } from './steps';

/**
 * The master sets up a new administradora end to end, and its administrator starts working: through the real
 * pages, the real server and its PGlite database, and the e-mail the server writes to its outbox.
 */
const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
let browser: Browser;

/** The server's own client, signed in as `email`; answers the session token. */
const signInByApi = async (baseURL: string, email: string, password: string) => {
  const answer = await createApi({ baseURL: `${baseURL}/api`, getToken: () => null }).auth.signin({ email, password });
  if (!answer.ok) throw new Error(`No se pudo ingresar como ${email}: ${answer.message}`);
  return answer.token;
};

/** Whether the server still accepts `token`: the app's own /auth/data call. */
const sessionAnswer = async (baseURL: string, token: string) =>
  (await createApi({ baseURL: `${baseURL}/api`, getToken: () => token }).auth.data()).ok;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the master sets up an administradora and its administrator starts', () => {
  const suffix = Date.now().toString().slice(-6);
  const companyName = `Administradora Pocitos ${suffix} S.A.`;
  const buildingName = `Complejo Rambla ${suffix}`;
  const adminEmail = `admin${suffix}@pocitos.com.uy`;

  it('creates the administradora, the complejo with two towers and the administrator user', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'maestro@horizontal.uy', 'Maestro#2026');
    await page.waitForURL('**/home');

    await page.getByRole('link', { name: 'Administradoras' }).first().click();
    await page.waitForURL('**/administradoras/listado');
    await page.getByRole('button', { name: 'Nueva administradora' }).click();
    await page.getByLabel('Nombre').fill(companyName);
    await page.getByLabel('RUT', { exact: true }).fill('211234560019');
    await page.getByLabel('Correo electrónico').fill(`contacto${suffix}@pocitos.com.uy`);
    await page.getByLabel('Teléfono').fill('27081234');
    await page.getByLabel('Dirección').fill('Av. Brasil 2550');
    await page.getByRole('button', { name: 'Crear administradora' }).click();
    await page.waitForURL('**/administradoras/listado');
    await page.getByRole('cell', { name: companyName, exact: true }).waitFor();

    await page.goto('/complejos/nuevo');
    await page.getByLabel('Nombre').fill(buildingName);
    await choose(page, 'Administradora', companyName);
    await page.getByLabel('Dirección').fill('Rambla República del Perú 1234');
    await choose(page, 'Ciudad', 'Montevideo');
    for (const tower of [
      { name: 'Torre Norte', floors: '12' },
      { name: 'Torre Sur', floors: '9' },
    ]) {
      await page.getByLabel('Nueva torre').fill(tower.name);
      await page.getByLabel('Pisos').fill(tower.floors);
      await page.getByRole('button', { name: 'Agregar torre' }).click();
    }
    await page.getByRole('button', { name: 'Crear complejo' }).click();
    await page.waitForURL('**/complejos/listado**');
    await page.getByRole('cell', { name: buildingName, exact: true }).waitFor();
    await page.getByRole('button', { name: `Acciones para ${buildingName}` }).click();
    await page.getByRole('menuitem', { name: 'Torres' }).click();
    await page.getByText('Torre Norte').waitFor();
    await page.getByText('Torre Sur').waitFor();
    // The floors typed, as the server kept them (no tower gets «1 piso» unasked).
    await page.getByText('12 pisos').waitFor();
    await page.getByText('9 pisos').waitFor();
    const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Inicio', 'Complejos', 'Torres']);
    await page.getByRole('button', { name: 'Atrás' }).click();
    await page.waitForURL('**/complejos/listado**');

    await page.goto('/usuarios/nuevo');
    await page.getByLabel('Nombre y apellido').fill('Valentina Suárez');
    await page.getByLabel('Cédula de identidad').fill('45678905');
    await page.getByLabel('Correo electrónico').fill(adminEmail);
    await page.getByLabel('Teléfono').fill('99123456');
    await choose(page, 'Rol', 'Administrador de complejos');
    await choose(page, 'Administradora', companyName);
    await page.getByRole('combobox', { name: 'Complejos que puede administrar' }).click();
    await page.getByRole('option', { name: buildingName }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await page.waitForURL('**/usuarios/listado');
    await page.getByRole('cell', { name: 'Valentina Suárez', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('forces the new administrator to change the password, then lands on /home with the complejo selected', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    const temporary = await signInFirstTime(page, outboxDir, adminEmail);
    await page.goto('/home');
    await page.waitForURL('**/change');
    await changeTemporaryPassword(page, temporary, 'Pocitos#2026');
    await accountButton(page, 'Valentina Suárez').waitFor();
    // Exactly one complejo: it is selected without asking.
    const selector = page.getByRole('combobox', { name: 'Complejo' });
    expect(await selector.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      buildingName,
    );
    // The server's administrator profile holds every module of the spec; the master's menu is not there.
    const modules = page.getByRole('navigation', { name: 'Módulos' }).getByRole('link');
    expect(await modules.allTextContents()).toEqual([
      'Contabilidad',
      'Gastos Comunes',
      'Complejo',
      'Portería',
      'Asambleas',
      'Mensajería',
      'Personal',
    ]);
    expect(await page.getByRole('link', { name: 'Administradoras' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Mi cuenta:/ }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Inicio',
      'Perfiles',
      'Empleados',
      'Complejos',
      'Cuenta',
      'Cerrar Sesión',
    ]);
    await page.keyboard.press('Escape');
    await page.goto('/administradoras/listado');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('answers an unknown route with the Spanish 404 page', async () => {
    const { page, close } = await openPage(browser, baseURL);
    await signIn(page, 'maestro@horizontal.uy', 'Maestro#2026');
    await page.waitForURL('**/home');
    await page.goto('/complejos/inexistente');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await close();
  });

  it('sends a session whose token the server no longer accepts back to the landing page', async () => {
    const { page, close } = await openPage(browser, baseURL);
    await signIn(page, 'maestro@horizontal.uy', 'Maestro#2026');
    await page.waitForURL('**/home');
    await page.evaluate(() => sessionStorage.setItem('horizontal.token', 'a'.repeat(43)));
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => sessionStorage.getItem('horizontal.token'))).toBeNull();
    await close();
  });

  it(
    'sends a session that expired back to the landing page',
    async () => {
      // A server whose sessions live 3.6 s: the token really expires, as after SESSION_TTL_HOURS in production.
      const shortLived = await startAppServer({ SESSION_TTL_HOURS: '0.001' });
      const { page, close } = await openPage(browser, shortLived.baseURL);
      try {
        const token = await signInByApi(shortLived.baseURL, 'maestro@horizontal.uy', 'Maestro#2026');
        // The tab opens with the token once the server itself refuses it: no guess of how long that takes.
        await expect
          .poll(() => sessionAnswer(shortLived.baseURL, token), { timeout: browserStepMs, interval: 250 })
          .toBe(false);
        await page.goto('/');
        await page.evaluate((stale) => sessionStorage.setItem('horizontal.token', stale), token);
        await page.goto('/home');
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByRole('link', { name: 'Ingresar' }).waitFor();
        expect(await page.evaluate(() => sessionStorage.getItem('horizontal.token'))).toBeNull();
      } finally {
        await close();
        await shortLived.stop();
      }
    },
    serverStartMs + testMs,
  );
});
