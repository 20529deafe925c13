import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { accountButton, chooseInAccountMenu } from './steps';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const signIn = async (email: string, password: string) => {
  const session = await openPage(browser, baseURL);
  const { page } = session;
  await page.goto('/');
  await page.getByRole('link', { name: 'Ingresar' }).click();
  await page.waitForURL('**/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  return session;
};

describe('signing in through the real page and server', () => {
  it('takes the demo administrator to /home with the welcome and role description', async () => {
    const { page, errors, close } = await signIn('admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    await accountButton(page, 'Martín Rodríguez').waitFor();
    await page.getByText('Administrador de complejos').waitFor();
    // Inicio shows the figures of the administrator's one complejo, counted by the real server.
    const tile = page.getByRole('region', { name: 'Complejo' });
    await tile.getByRole('link', { name: /^[\d.]+ unidades$/ }).waitFor();
    await tile.getByRole('link', { name: /^[\d.]+ residentes? sin teléfono$/ }).click();
    await page.waitForURL('**/residentes/listado?sin=telefono');
    await page
      .getByRole('combobox', { name: 'Datos de contacto' })
      .filter({ hasText: 'Activos sin teléfono' })
      .waitFor();
    const token = await page.evaluate(() => sessionStorage.getItem('horizontal.token'));
    expect(token).toMatch(/^[\w-]{43}$/);
    await page.reload();
    await accountButton(page, 'Martín Rodríguez').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('takes the demo master to /home', async () => {
    const { page, close } = await signIn('maestro@horizontal.uy', 'Maestro#2026');
    await page.waitForURL('**/home');
    await accountButton(page, 'Lucía Fernández').waitFor();
    await page.getByText('Usuario maestro').waitFor();
    await close();
  });

  it("shows the server's Spanish message for a wrong password and stays on /login", async () => {
    const { page, close } = await signIn('admin@horizontal.uy', 'Incorrecta#1');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('El correo o la contraseña no son correctos');
    expect(new URL(page.url()).pathname).toBe('/login');
    await close();
  });

  it('sends a visitor without a session from /home back to the landing page', async () => {
    const { page, close } = await openPage(browser, baseURL);
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Horizontal' }).waitFor();
    await close();
  });

  it('signs out and then refuses the old session', async () => {
    const { page, close } = await signIn('admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    await chooseInAccountMenu(page, 'Cerrar Sesión');
    await page.waitForURL('**/login');
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    await close();
  });

  it('answers an unknown path with the Spanish not-found page', async () => {
    const { page, close } = await openPage(browser, baseURL);
    await page.goto('/no-existe');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await close();
  });
});
