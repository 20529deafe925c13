import { randomCi, validateCi } from '@horizontal/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import {
  accountButton,
  answerDialog,
  changeTemporaryPassword,
  choose,
  chooseInAccountMenu,
  newRunTag,
  openSelect,
  rowAction,
  searchList,
  signIn,
  signInFirstTime,
  workingComplejo,
} from './steps';

/**
 * The Complejo module through the real pages, server and database: an administrator sets up units and a resident,
 * gives a new employee a profile of the module built so far, and the employee sees only it.
 */
const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const runTag = newRunTag();

describe('the administrator runs the Complejo module', () => {
  const units = [`E${runTag}`.slice(0, 8), `F${runTag}`.slice(0, 8)];
  const lastName = `Olivera ${runTag}`;
  const residentName = `Martina ${lastName}`;
  const profileDescription = `Portería nocturna ${runTag}`;
  const employeeEmail = `portero.${runTag}@horizontal.uy`;
  let complejo = '';

  it('creates a tower’s apartments and refuses a resident with an invalid CI, writing nothing', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    complejo = await workingComplejo(page);

    await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Complejo' }).click();
    await page.getByRole('link', { name: 'Apartamentos' }).click();
    await page.waitForURL('**/apartamentos/listado');
    for (const unit of units) {
      await page.getByRole('button', { name: 'Nuevo apartamento' }).click();
      await page.waitForURL('**/apartamentos/nuevo');
      // The listado's tower filter is also «Torre» until the form replaces it.
      await page.getByRole('heading', { name: 'Nuevo apartamento' }).waitFor();
      await (await openSelect(page, 'Torre')).getByRole('option').first().click();
      await page.getByLabel('Número').fill(unit);
      await page.getByLabel('Piso').fill('7');
      await page.getByLabel('Dormitorios').fill('2');
      await page.getByLabel('Superficie (m²)').fill('64,5');
      await page.getByLabel('Coeficiente (%)').fill('0,35');
      await page.getByRole('button', { name: 'Crear apartamento' }).click();
      await page.waitForURL('**/apartamentos/listado');
      await searchList(page, 'apartamentos', unit);
      await page.getByRole('cell', { name: unit, exact: true }).waitFor();
    }

    const valid = randomCi();
    const invalid = `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;
    const expected = validateCi(invalid);
    expect(expected).not.toBeNull();
    await page.goto('/residentes/nuevo');
    await page.getByLabel('Nombre').fill('Rodrigo');
    await page.getByLabel('Apellido').fill(`Invalido ${runTag}`);
    await page.getByLabel('Cédula de identidad').fill(invalid);
    await page.getByRole('button', { name: 'Crear residente' }).click();
    await page.getByText(expected!).waitFor();
    expect(new URL(page.url()).pathname).toBe('/residentes/nuevo');
    await page.goto('/residentes/listado');
    await searchList(page, 'residentes', `Invalido ${runTag}`);
    await page.getByText(`No hay resultados para «Invalido ${runTag}»`).waitFor();
    expect(await page.getByRole('cell', { name: `Rodrigo Invalido ${runTag}` }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('creates a resident, associates two apartments, dissociates one and deactivates the resident', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    expect(await workingComplejo(page)).toBe(complejo);

    await page.goto('/residentes/nuevo');
    await page.getByLabel('Nombre').fill('Martina');
    await page.getByLabel('Apellido').fill(lastName);
    await page.getByLabel('Cédula de identidad').fill(randomCi());
    await page.getByRole('button', { name: 'Crear residente' }).click();
    // The list keeps its search in the address (issue #30, item 3).
    await page.waitForURL((url) => url.pathname === '/residentes/listado');
    await searchList(page, 'residentes', lastName);
    await rowAction(page, residentName, 'Apartamentos');
    await page.waitForURL('**/residentes/apartamentos/asociar?id=*');
    await page.getByRole('heading', { name: `Apartamentos de ${residentName}` }).waitFor();

    for (const unit of units) {
      await page.getByRole('combobox', { name: 'Apartamento', exact: true }).fill(unit);
      await page.getByRole('option', { name: new RegExp(`${unit}$`) }).click();
      await page.getByRole('button', { name: 'Asociar' }).click();
      await page.getByText(new RegExp(`Se asoció a ${residentName}`)).waitFor();
      await page.getByRole('button', { name: new RegExp(`Acciones para .*${unit}$`) }).waitFor();
    }
    await rowAction(page, new RegExp(`Acciones para .*${units[0]}$`), 'Desasociar');
    await answerDialog(page, 'Desasociar');
    await page.getByText(new RegExp(`Se desasoció a ${residentName}`)).waitFor();
    await page.getByRole('button', { name: new RegExp(`Acciones para .*${units[0]}$`) }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: new RegExp(`Acciones para .*${units[1]}$`) }).waitFor();

    await page.getByRole('button', { name: 'Atrás' }).click();
    // The list keeps its search in the address (issue #30, item 3).
    await page.waitForURL((url) => url.pathname === '/residentes/listado');
    await searchList(page, 'residentes', lastName);
    await rowAction(page, residentName, 'Desactivar');
    await answerDialog(page, 'Desactivar');
    await page.getByText(`Se desactivó al residente ${residentName}.`, { exact: true }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(residentName) })
      .getByText('Inactivo')
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('creates a profile of the Complejo module, offered every module, and an employee with it', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');

    await chooseInAccountMenu(page, 'Perfiles');
    await page.waitForURL('**/perfiles/listado');
    await page.getByRole('button', { name: 'Nuevo perfil' }).click();
    await page.getByLabel('Nombre interno').fill(`porteria${runTag}`);
    await page.getByLabel('Perfil', { exact: true }).fill(profileDescription);
    await page.getByRole('checkbox', { name: 'Complejo', exact: true }).check();
    await page
      .getByRole('group', { name: 'Pantallas de Complejo' })
      .getByRole('checkbox', { name: 'Todas las pantallas' })
      .check();
    // Only a module with screens is offered (issue #30, item 9); since Personal (#37) every one has them.
    expect(await page.getByRole('checkbox', { name: 'Personal', exact: true }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Asambleas', exact: true }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Portería', exact: true }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: 'Mensajería', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Crear perfil' }).click();
    await page.waitForURL('**/perfiles/listado');

    await page.goto('/empleados/nuevo');
    await page.getByLabel('Nombre y apellido').fill('Sebastián Pereyra');
    await page.getByLabel('Cédula de identidad').fill(randomCi());
    await page.getByLabel('Correo electrónico').fill(employeeEmail);
    await page.getByLabel('Teléfono').fill('99123456');
    await page.getByLabel('Cargo').fill('Portero');
    await choose(page, 'Perfil', profileDescription);
    await page.getByRole('combobox', { name: 'Complejos en los que trabaja' }).click();
    await page.getByRole('option', { name: complejo }).filter({ visible: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Crear empleado' }).click();
    await page.waitForURL('**/empleados/listado');
    await searchList(page, 'empleados', 'Sebastián Pereyra');
    await page.getByRole('cell', { name: 'Sebastián Pereyra', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('lets the employee sign in and see only the profile’s module', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    const temporary = await signInFirstTime(page, outboxDir, employeeEmail);
    await changeTemporaryPassword(page, temporary, 'Portero#2026');
    await accountButton(page, 'Sebastián Pereyra').waitFor();
    const modules = page.getByRole('navigation', { name: 'Módulos' }).getByRole('link');
    expect(await modules.allTextContents()).toEqual(['Complejo']);
    await page.goto('/personal');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.goto('/residentes/listado');
    await page.getByRole('table', { name: 'Residentes' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
