import { apartmentMessages, randomCi, residentMessages, X_SYSTEM_HEADER, X_SYSTEM_VALUE } from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { laptop, launchBrowser, openPage } from './browser';
import {
  answerDialog,
  asLetters,
  changeTemporaryPassword,
  chooseInAccountMenu,
  discardDialog,
  fieldError,
  newRunTag,
  rowAction,
  searchList,
  signIn,
  signInFirstTime,
  toast,
} from './steps';

/**
 * What a first day at the office stumbled on (issue #30, items 1–7), through the real pages, server and database,
 * on a laptop and on a phone. The staff member is a new administrator of both complejos of the demo's first
 * administradora, so that the header's complejo selector has somewhere to go.
 */
const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
let browser: Browser;

const runTag = newRunTag();

const staff = { email: `primer.dia.${runTag}@horizontal.uy`, password: 'Primer#Dia2026' };
const parqueBatlle = 'Complejo Parque Batlle';

/** The master creates the new administrator through the API, as the master's screens would. */
const createStaffMember = async () => {
  const call = async (method: string, path: string, token: string | null, body?: object) => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: {
        [X_SYSTEM_HEADER]: String(X_SYSTEM_VALUE),
        ...(token ? { 'x-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body && JSON.stringify(body),
    });
    const answer = (await response.json()) as { ok: boolean; message: string; token?: string };
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer;
  };
  const { token } = await call('POST', '/auth/signin', null, {
    email: 'maestro@horizontal.uy',
    password: 'Maestro#2026',
  });
  await call('POST', '/users/create', token!, {
    name: `Sofía Primerdía ${runTag}`,
    identity: randomCi(),
    email: staff.email,
    phone: '099 555 123',
    roleId: 2,
    companyId: 1,
    buildingIds: [1, 2],
  });
  await call('POST', '/auth/signout', token!, {});
};

beforeAll(async () => {
  browser = await launchBrowser();
  await createStaffMember();
  const { page, close } = await openPage(browser, baseURL);
  const temporary = await signInFirstTime(page, outboxDir, staff.email);
  await changeTemporaryPassword(page, temporary, staff.password);
  await close();
});
afterAll(() => browser?.close());

const phone = { width: 390, height: 844 } as const;

/** Signs the staff member in and works on Parque Batlle (a new browser remembers no complejo). */
const signInToWork = async (page: Page) => {
  await signIn(page, staff.email, staff.password);
  await page.waitForURL('**/home');
  const selector = page.getByRole('combobox', { name: 'Complejo' });
  if ((await selector.inputValue()) === '') await selector.selectOption({ label: parqueBatlle });
  await page.getByText(`así está ${parqueBatlle} hoy`, { exact: false }).waitFor();
};

/** A new resident through the form, with an optional unit typed into the picker. */
const createResident = async (page: Page, person: { name: string; lastName: string; phone: string; unit?: string }) => {
  await page.goto('/residentes/nuevo');
  await page.getByRole('heading', { name: 'Nuevo residente' }).waitFor();
  await page.getByLabel('Nombre').fill(person.name);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByLabel('Cédula de identidad').fill(randomCi());
  await page.getByLabel('Teléfono').fill(person.phone);
  if (person.unit) {
    await page.getByRole('combobox', { name: 'Apartamento' }).fill(person.unit);
    await page.getByRole('option', { name: 'Torre B · 302' }).click();
  }
  await page.getByRole('button', { name: 'Crear residente' }).click();
  await page.waitForURL('**/residentes/listado');
};

describe.each([
  ['a laptop', laptop],
  ['a phone', phone],
])('a first day at the office, on %s (issue #30)', (_, viewport) => {
  const width = asLetters(`w${viewport.width}`);
  const lastName = `Ferreira ${runTag} ${width}`;
  // Each width's residents get their own numbers: while the list's search settles, the other width's rows show too.
  const last = viewport.width === 390 ? '9' : '8';

  it('chooses the complejo in one tap, follows Inicio’s «sin teléfono» to the list and gives that resident a phone (#29)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signIn(page, staff.email, staff.password);
    await page.waitForURL('**/home');
    // A new browser remembers no complejo: the header's selector is one choice away, at any width.
    await page.getByRole('combobox', { name: 'Complejo' }).selectOption({ label: parqueBatlle });
    const tile = page.getByRole('region', { name: 'Complejo' });
    const missing = tile.getByRole('link', { name: /^[\d.]+ residentes? sin teléfono$/ });
    const before = Number.parseInt((await missing.textContent())!.replace(/\./g, ''), 10);
    await missing.click();
    await page.waitForURL('**/residentes/listado?sin=telefono');
    const table = page.getByRole('table', { name: 'Residentes' });
    const person = (await table.getByRole('link').first().textContent())!;
    await table.getByRole('link', { name: person, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: person }).waitFor();
    await page.getByRole('button', { name: 'Corregir contacto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Corregir contacto' }).waitFor();
    await page.getByLabel('Teléfono').fill('098 123 456');
    await page.getByRole('button', { name: 'Guardar contacto' }).click();
    await toast(page, residentMessages.contactCorrected).waitFor();

    await page.goto('/home');
    await expect
      .poll(async () => Number.parseInt(((await missing.textContent()) ?? '').replace(/\./g, ''), 10))
      .toBe(before - 1);
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a phone missing a digit in the words people type, and shows one as people write it, as links (item 1)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    await page.goto('/residentes/nuevo');
    await page.getByRole('heading', { name: 'Nuevo residente' }).waitFor();
    await page.getByLabel('Nombre').fill('Camila');
    await page.getByLabel('Apellido').fill(lastName);
    await page.getByLabel('Cédula de identidad').fill(randomCi());
    await page.getByLabel('Teléfono').fill('099 123 45');
    await page.getByRole('button', { name: 'Crear residente' }).click();
    // The field is marked when React has drawn the refused submit: read it until then.
    await expect.poll(() => fieldError(page, 'Teléfono')).toMatch(/le falta un dígito/);
    expect(new URL(page.url()).pathname).toBe('/residentes/nuevo');

    await page.getByLabel('Teléfono').fill(`+598 99 876 53${last}`);
    await page.getByRole('button', { name: 'Crear residente' }).click();
    await page.waitForURL('**/residentes/listado');
    await searchList(page, 'residentes', lastName);
    const call = page.getByRole('link', { name: `099 876 53${last}`, exact: true });
    expect(await call.getAttribute('href')).toBe(`tel:+5989987653${last}`);
    const whatsApp = page.getByRole('link', { name: `Escribir por WhatsApp al 099 876 53${last}` });
    expect(await whatsApp.getAttribute('href')).toBe(`https://wa.me/5989987653${last}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('corrects a resident’s e-mail and phone in place, and deactivating ends the units after naming them (item 2)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    const name = 'Julián';
    await createResident(page, { name, lastName, phone: '2487 1234', unit: 'B 302' });
    await searchList(page, 'residentes', `${name} ${lastName}`);
    await rowAction(page, `${name} ${lastName}`, 'Corregir contacto');
    await page.getByRole('heading', { level: 1, name: 'Corregir contacto' }).waitFor();
    await page.getByLabel('Teléfono').fill(`099 765 43${last}`);
    await page.getByLabel('Correo electrónico').fill(`julian.${runTag}@gmail.com`);
    await page.getByRole('button', { name: 'Guardar contacto' }).click();
    await toast(page, residentMessages.contactCorrected).waitFor();
    await searchList(page, 'residentes', `${name} ${lastName}`);
    await page.getByRole('link', { name: `099 765 43${last}`, exact: true }).waitFor();

    await rowAction(page, `${name} ${lastName}`, 'Desactivar');
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('se lo desasociará de Torre B · 302');
    await answerDialog(page, 'Desactivar');
    await toast(page, `Se desactivó al residente ${name} ${lastName}.`).waitFor();
    // The row keeps the person, inactive and with no unit.
    const row = page.getByRole('row', { name: new RegExp(`${name} ${lastName}`) });
    await row.getByText('Inactivo', { exact: true }).waitFor();
    expect(await row.textContent()).not.toContain('Torre B · 302');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps a list’s search and page in the address, through a record and Back, and a reload (item 3)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    await page.goto('/apartamentos/listado');
    // 48 units match «Torre»: two pages of 25.
    await searchList(page, 'apartamentos', 'Torre');
    await expect.poll(() => new URL(page.url()).searchParams.get('buscar')).toBe('Torre');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('pagina')).toBe('2');
    await page.getByRole('table', { name: 'Apartamentos' }).getByRole('link').first().click();
    await page.waitForURL('**/apartamentos/modificar**');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/apartamentos/listado');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Buscar en apartamentos' }).inputValue()).toBe('Torre');
    await page.reload();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Buscar en apartamentos' }).inputValue()).toBe('Torre');
    expect(new URL(page.url()).searchParams.get('pagina')).toBe('2');
    expect(errors).toEqual([]);
    await close();
  });

  it('signs every tab out together, and a tab with a changed form signs in again in place, keeping it (item 4)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    const other = await page.context().newPage();
    await other.goto('/residentes/listado');
    await other.getByRole('table', { name: 'Residentes' }).waitFor();

    // A form with changes in the first tab; the second signs out.
    await page.goto('/apartamentos/nuevo');
    await page.getByLabel('Número').fill('9901');
    await (viewport === laptop ? chooseInAccountMenu(other, 'Cerrar Sesión') : signOutOnPhone(other));
    await other.waitForURL('**/login');

    const dialog = page.getByRole('dialog', { name: 'Su sesión terminó' });
    await dialog.waitFor();
    await dialog.getByLabel('Contraseña').fill(staff.password);
    await dialog.getByRole('button', { name: 'Ingresar y seguir' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Número').inputValue()).toBe('9901');
    expect(new URL(page.url()).pathname).toBe('/apartamentos/nuevo');
    expect(errors).toEqual([]);
    await close();
  });

  it('asks before the complejo selector throws a changed form away (item 5)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    await page.goto('/apartamentos/nuevo');
    await page.getByLabel('Número').fill('9902');
    const selector = page.getByRole('combobox', { name: 'Complejo' });
    const chosen = await selector.inputValue();
    await selector.selectOption({ label: 'Torres del Buceo' });
    await discardDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    expect(await selector.inputValue()).toBe(chosen);
    expect(await page.getByLabel('Número').inputValue()).toBe('9902');
    await selector.selectOption({ label: 'Torres del Buceo' });
    await discardDialog(page).getByRole('button', { name: 'Descartar cambios' }).click();
    await expect.poll(() => selector.inputValue()).not.toBe(chosen);
    expect(errors).toEqual([]);
    await close();
  });

  it('starts «Guardar y crear otro» clean, at the top, focused on the first field (item 6)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    await page.goto('/apartamentos/nuevo');
    await page.getByRole('heading', { name: 'Nuevo apartamento' }).waitFor();
    await page.getByRole('combobox', { name: 'Torre' }).click();
    await page.getByRole('option', { name: 'Torre B' }).click();
    await page.getByLabel('Número').fill(`9${viewport.width}`);
    await page.getByLabel('Piso').fill('9');
    await page.getByLabel('Dormitorios').fill('2');
    await page.getByLabel('Superficie (m²)').fill('55');
    // Nothing of the complejo's 100 %: other journeys read its coefficients.
    await page.getByLabel('Coeficiente (%)').fill('0');
    await page.getByRole('button', { name: 'Guardar y crear otro' }).click();
    await toast(page, `${apartmentMessages.created} Siga con el próximo.`).waitFor();
    await expect.poll(() => page.getByLabel('Número').inputValue()).toBe('');
    expect(await page.getByText('Este campo es obligatorio.').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.getByRole('combobox', { name: 'Torre' }).evaluate((node) => node === document.activeElement),
    ).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('finds a unit by «B 302», «B302» or «Torre B 302» (item 7)', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signInToWork(page);
    await page.goto('/residentes/nuevo');
    const picker = page.getByRole('combobox', { name: 'Apartamento' });
    for (const typed of ['B 302', 'B302', 'Torre B 302', '302 B']) {
      await picker.fill(typed);
      await page.getByRole('option', { name: 'Torre B · 302' }).waitFor();
    }
    expect(errors).toEqual([]);
    await close();
  });
});

/** On a phone the account's entries are in the «Menú» drawer. */
const signOutOnPhone = async (page: Page) => {
  await page.getByRole('button', { name: /^Menú/ }).click();
  await page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Cerrar Sesión' }).click();
};
