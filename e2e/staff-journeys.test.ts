import { randomCi, residentMessages } from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import {
  accountButton,
  answerDialog,
  discardDialog,
  fieldError,
  newRunTag,
  openSelect,
  rowAction,
  searchList,
  signIn,
  toast,
} from './steps';

/**
 * What the staff asked for in issue #15, through the real pages, server and database: a resident corrected by
 * deactivating and reactivating, unsaved work that every way out asks about, and links and tabs that keep the
 * session and the page asked for.
 */
const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const runTag = newRunTag();

const admin = { email: 'admin@horizontal.uy', password: 'Admin#2026' } as const;

const signInAsAdmin = async (page: Page) => {
  await signIn(page, admin.email, admin.password);
  await page.waitForURL('**/home');
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** /apartamentos/nuevo opened from its list, so that the browser's Back and «Atrás» have somewhere to go. */
const openNewApartment = async (page: Page) => {
  await page.getByRole('button', { name: 'Nuevo apartamento' }).click();
  await page.waitForURL('**/apartamentos/nuevo');
  await page.getByRole('heading', { name: 'Nuevo apartamento' }).waitFor();
};

describe('a resident is corrected by deactivating and reactivating (issue #15, item 1)', () => {
  const lastName = `Correa ${runTag}`;
  const residentName = `Valentina ${lastName}`;
  const ci = randomCi();

  it('offers the inactive resident back by CI, and refuses the CI of an active one on its field', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signInAsAdmin(page);
    const row = page.getByRole('row', { name: new RegExp(lastName) });

    await page.goto('/residentes/nuevo');
    await page.getByRole('heading', { name: 'Nuevo residente' }).waitFor();
    await page.getByLabel('Nombre').fill('Valentina');
    await page.getByLabel('Apellido').fill(lastName);
    await page.getByLabel('Cédula de identidad').fill(ci);
    await page.getByRole('button', { name: 'Crear residente' }).click();
    await page.waitForURL('**/residentes/listado');
    await toast(page, residentMessages.created).waitFor();
    await searchList(page, 'residentes', lastName);
    await rowAction(page, residentName, 'Desactivar');
    await answerDialog(page, 'Desactivar');
    await toast(page, `Se desactivó al residente ${residentName}.`).waitFor();
    await row.getByText('Inactivo', { exact: true }).waitFor();

    // The same person again: the form knows the CI and offers them back instead of a second record.
    await page.getByRole('button', { name: 'Nuevo residente' }).click();
    await page.waitForURL('**/residentes/nuevo');
    await page.getByRole('heading', { name: 'Nuevo residente' }).waitFor();
    await page.getByLabel('Cédula de identidad').fill(ci);
    await page.getByText(`${residentName} ya fue residente del complejo con esa cédula`).waitFor();
    await page.getByRole('button', { name: `Reactivar a ${residentName}` }).click();
    // Reactivating replaces saving: the changed form leaves without asking.
    await page.waitForURL('**/residentes/listado');
    await toast(page, `Se reactivó a ${residentName}. Asócielo a su apartamento desde «Apartamentos».`).waitFor();
    expect(await discardDialog(page).count()).toBe(0);
    await searchList(page, 'residentes', lastName);
    // One row (a second one would make this wait fail), active again.
    await row.getByText('Activo', { exact: true }).waitFor();
    expect(await row.count()).toBe(1);

    // Active now: the same CI is not offered back, and the server refuses it on the CI field.
    await page.getByRole('button', { name: 'Nuevo residente' }).click();
    await page.waitForURL('**/residentes/nuevo');
    await page.getByRole('heading', { name: 'Nuevo residente' }).waitFor();
    await page.getByLabel('Nombre').fill('Julieta');
    await page.getByLabel('Apellido').fill(lastName);
    await page.getByLabel('Cédula de identidad').fill(ci);
    expect(await page.getByRole('button', { name: /^Reactivar a / }).count()).toBe(0);
    await page.getByRole('button', { name: 'Crear residente' }).click();
    await page.getByRole('alert').filter({ hasText: residentMessages.identityTaken }).waitFor();
    expect(await fieldError(page, 'Cédula de identidad')).toBe(residentMessages.identityTaken);
    expect(pathOf(page)).toBe('/residentes/nuevo');

    // The refused form still holds changes: its Cancelar asks, and the list keeps the one resident.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await discardDialog(page).getByRole('button', { name: 'Descartar cambios' }).click();
    await page.waitForURL('**/residentes/listado');
    await searchList(page, 'residentes', lastName);
    await row.getByText('Activo', { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await page.getByRole('cell', { name: `Julieta ${lastName}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('unsaved work is not lost (issue #15, item 4)', () => {
  it('asks before every way out of a changed form; staying keeps the values, discarding leaves', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signInAsAdmin(page);
    await page.goto('/apartamentos/listado');
    await openNewApartment(page);
    const number = `H${runTag}`;
    await page.getByLabel('Número').fill(number);
    await page.getByLabel('Piso').fill('3');

    const ways: [string, () => Promise<unknown>][] = [
      ['the browser’s Back', () => page.goBack()],
      ['«Atrás»', () => page.getByRole('button', { name: 'Atrás' }).click()],
      [
        'the breadcrumbs',
        () =>
          page
            .getByRole('navigation', { name: 'Ruta de navegación' })
            .getByRole('link', { name: 'Apartamentos' })
            .click(),
      ],
      [
        'the submenu',
        () =>
          page
            .getByRole('navigation', { name: 'Submenú de Complejo' })
            .getByRole('link', { name: 'Residentes' })
            .click(),
      ],
      [
        'the module menu',
        () => page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Complejo' }).click(),
      ],
    ];
    for (const [way, leave] of ways) {
      await leave();
      await discardDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
      await discardDialog(page).waitFor({ state: 'hidden' });
      expect(pathOf(page), way).toBe('/apartamentos/nuevo');
      expect(await page.getByLabel('Número').inputValue(), way).toBe(number);
      expect(await page.getByLabel('Piso').inputValue(), way).toBe('3');
    }

    // Discarding leaves: by the browser's Back, writing nothing…
    await page.goBack();
    await discardDialog(page).getByRole('button', { name: 'Descartar cambios' }).click();
    await page.waitForURL('**/apartamentos/listado');
    await discardDialog(page).waitFor({ state: 'hidden' });
    await searchList(page, 'apartamentos', number);
    await page.getByText(`No hay resultados para «${number}»`).waitFor();

    // …and by a menu link.
    await openNewApartment(page);
    await page.getByLabel('Número').fill(number);
    await page
      .getByRole('navigation', { name: 'Submenú de Complejo' })
      .getByRole('link', { name: 'Residentes' })
      .click();
    await discardDialog(page).getByRole('button', { name: 'Descartar cambios' }).click();
    await page.waitForURL('**/residentes/listado');
    await page.getByRole('table', { name: 'Residentes' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('does not ask once the form is saved', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signInAsAdmin(page);
    await page.goto('/apartamentos/listado');
    await openNewApartment(page);
    const number = `G${runTag}`;
    await (await openSelect(page, 'Torre')).getByRole('option').first().click();
    await page.getByLabel('Número').fill(number);
    await page.getByLabel('Piso').fill('4');
    await page.getByLabel('Dormitorios').fill('3');
    await page.getByLabel('Superficie (m²)').fill('81');
    await page.getByLabel('Coeficiente (%)').fill('0,4');
    await page.getByRole('button', { name: 'Crear apartamento' }).click();
    await page.waitForURL('**/apartamentos/listado');
    await searchList(page, 'apartamentos', number);
    await page.getByRole('cell', { name: number, exact: true }).waitFor();
    expect(await discardDialog(page).count()).toBe(0);

    // Reaching each page proves nothing blocked the way: a blocked one stays on the page it left.
    await page
      .getByRole('navigation', { name: 'Submenú de Complejo' })
      .getByRole('link', { name: 'Residentes' })
      .click();
    await page.waitForURL('**/residentes/listado');
    await page.getByRole('table', { name: 'Residentes' }).waitFor();
    expect(await discardDialog(page).count()).toBe(0);
    await page.goBack();
    // The list keeps its view in the address (issue #30, item 3): only the path is certain.
    await page.waitForURL((url) => url.pathname === '/apartamentos/listado');
    await page.getByRole('button', { name: 'Nuevo apartamento' }).waitFor();
    expect(await discardDialog(page).count()).toBe(0);
    // Back to the form, fresh and clean: «Atrás» leaves it without asking either.
    await page.goBack();
    await page.waitForURL('**/apartamentos/nuevo');
    await page.getByRole('heading', { name: 'Nuevo apartamento' }).waitFor();
    expect(await page.getByLabel('Número').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await page.waitForURL('**/apartamentos/listado');
    await page.getByRole('button', { name: 'Nuevo apartamento' }).waitFor();
    expect(await discardDialog(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('links and tabs keep the session and the page asked for (issue #15, item 5)', () => {
  /** A resident's detail, a private address with a query, taken from the list in the first test. */
  let detail = { path: '', name: '' };

  it('hands the session to a second tab opened on a deep address', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signInAsAdmin(page);
    const token = await page.evaluate(() => sessionStorage.getItem('horizontal.token'));
    expect(token).toMatch(/^[\w-]{43}$/);

    const tab = await page.context().newPage();
    tab.on('pageerror', (error) => errors.push(error.message));
    await tab.goto('/residentes/listado');
    const residents = tab.getByRole('table', { name: 'Residentes' });
    await residents.waitFor();
    expect(pathOf(tab)).toBe('/residentes/listado');
    expect(await tab.evaluate(() => sessionStorage.getItem('horizontal.token'))).toBe(token);
    const link = residents.getByRole('link').first();
    detail = { path: (await link.getAttribute('href')) ?? '', name: (await link.textContent()) ?? '' };
    expect(detail.path).toMatch(/^\/residentes\/modificar\?id=\d+&modo=detalle$/);

    // The first tab is still signed in too.
    await page.reload();
    await accountButton(page, 'Martín Rodríguez').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  /** A fresh browser: no tab of it holds a session to hand over. */
  const visitDeepAddress = async () => {
    const session = await openPage(browser, baseURL);
    const { page } = session;
    await page.goto(detail.path);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Horizontal' }).waitFor();
    return session;
  };

  it('sends a visitor from a deep address to the landing page, remembering that address', async () => {
    expect(detail.path).not.toBe('');
    const { page, errors, close } = await visitDeepAddress();
    expect(await page.evaluate(() => sessionStorage.getItem('horizontal.returnTo'))).toBe(detail.path);
    expect(errors).toEqual([]);
    await close();
  });

  it('signs the visitor in back at that address, not at /home', async () => {
    expect(detail.path).not.toBe('');
    const { page, errors, close } = await visitDeepAddress();
    await page.getByRole('link', { name: 'Ingresar' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Correo electrónico').fill(admin.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('heading', { name: detail.name, exact: true }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe(detail.path);
    expect(await page.evaluate(() => sessionStorage.getItem('horizontal.returnTo'))).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});
