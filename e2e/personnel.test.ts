import { createApi } from '@horizontal/api';
import {
  addDays,
  ciFromBody,
  contractMessages,
  formatIsoDate,
  leaveBeyondBalance,
  leaveDaysCounted,
  licenseMessages,
  montevideoToday,
  personnelMessages,
  unlinkMessages,
  weekdayOf,
} from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { choose, newRunTag, rowAction, signIn, toast } from './steps';

/*
 * Personal through the real pages, server and database (issue #37), as Parque Batlle's administrator: a person
 * hired with a contract; a week of clock-ins with one exit missing, flagged; annual leave requested and approved,
 * the balance dropping by its counted days; a request beyond the balance refused naming it; the person's
 * desvinculación ending the contract.
 */
const baseURL = inject('baseURL');
const admin = { email: 'admin@horizontal.uy', password: 'Admin#2026' } as const;
const runTag = newRunTag();
const today = montevideoToday();
const year = Number(today.slice(0, 4));
/** «dd/mm/yyyy» without the slashes: how a date is typed in the date fields. */
const typed = (isoDate: string) => isoDate.split('-').reverse().join('');
/** Monday of last week: a whole week gone by, whatever day the suite runs. */
const lastMonday = addDays(today, -((weekdayOf(today) + 6) % 7) - 7);
/** Hired on 1 January two years ago: last year's work is a whole year, 20 days of annual leave this year. */
const hiredOn = `${year - 2}-01-01`;

const person = {
  name: 'Rodrigo',
  lastName: `Acosta ${runTag}`,
  identity: ciFromBody(6_100_000 + (Date.now() % 90_000)),
};
const fullName = `${person.name} ${person.lastName}`;

const apiAs = (token: string | null) => createApi({ baseURL: `${baseURL}/api`, getToken: () => token });

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = async () => {
  const opened = await openPage(browser, baseURL);
  await signIn(opened.page, admin.email, admin.password);
  await opened.page.waitForURL('**/home');
  return opened;
};

/** Writes one clock-in through Horario's «Registrar marca» dialog. */
const clockIn = async (page: Page, date: string, entry: string, exit: string | null) => {
  await page.getByRole('button', { name: 'Registrar marca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar marca' });
  await dialog.waitFor();
  await choose(page, 'Persona', fullName);
  await dialog.getByLabel('Día', { exact: true }).fill(typed(date));
  await dialog.getByLabel('Entrada', { exact: true }).fill(entry);
  if (exit) await dialog.getByLabel('Salida', { exact: true }).fill(exit);
  await dialog.getByRole('button', { name: 'Registrar marca' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

/** The row of Horario's table for a day, found by its date as the table writes it. */
const dayRow = (page: Page, date: string) =>
  page
    .getByRole('table', { name: 'Marcas por día' })
    .getByRole('row')
    .filter({ hasText: formatIsoDate(date) });

describe('personal at the office (issue #37)', () => {
  let adminApi: ReturnType<typeof apiAs>;
  let building = 0;
  let personId = 0;

  beforeAll(async () => {
    const session = await apiAs(null).auth.signin(admin);
    if (!session.ok || !session.user) throw new Error(session.message);
    building = session.user.buildings[0]!.id;
    adminApi = apiAs(session.token);
  });

  it('hires a person with a contract, records a week with one exit missing and sees it flagged', async () => {
    const { page, errors, close } = await signedIn();
    await page.goto('/personal/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva persona' }).waitFor();
    await page.getByRole('combobox', { name: 'Tipo de personal' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByLabel('Nombre', { exact: true }).fill(person.name);
    await page.getByLabel('Apellido', { exact: true }).fill(person.lastName);
    await page.getByLabel('Cédula de identidad', { exact: true }).fill(person.identity);
    await page.getByLabel('Hora de entrada', { exact: true }).fill('08:00');
    await page.getByLabel('Hora de salida', { exact: true }).fill('16:00');
    await page.getByRole('button', { name: 'Agregar persona' }).click();
    await toast(page, personnelMessages.created).waitFor();
    await page.waitForURL('**/personal/listado');

    const staff = await adminApi.personnel.findAll(building);
    if (!staff.ok) throw new Error(staff.message);
    const hired = staff.personnelList.find((row) => row.identity === person.identity)!;
    expect(hired).toMatchObject({ name: person.name, lastName: person.lastName, status: 'activo', workdays: 'LMXJV' });
    personId = hired.id;

    await page.goto('/contratos/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nuevo contrato' }).waitFor();
    await choose(page, 'Persona', fullName);
    await page.getByLabel('Fecha de inicio', { exact: true }).fill(typed(hiredOn));
    await page.getByLabel('Salario mensual', { exact: true }).fill('42000');
    await page.getByRole('button', { name: 'Crear contrato' }).click();
    await toast(page, contractMessages.created).waitFor();
    const contracts = await adminApi.contracts.findAll(building);
    if (!contracts.ok) throw new Error(contracts.message);
    expect(contracts.contracts.filter((row) => row.personnelId === personId)).toMatchObject([
      { startDate: hiredOn, monthlySalary: 4_200_000, status: 'vigente' },
    ]);

    // Last week: Monday to Friday, Tuesday with an hour and a half of extra, Wednesday without its exit.
    await page.goto(`/horario/listado?persona=${personId}&desde=${lastMonday}&hasta=${addDays(lastMonday, 6)}`);
    await page.getByRole('heading', { level: 1, name: 'Horario' }).waitFor();
    for (const [day, exit] of [
      [0, '16:00'],
      [1, '17:30'],
      [2, null],
      [3, '16:00'],
      [4, '16:00'],
    ] as const) {
      await clockIn(page, addDays(lastMonday, day), '08:00', exit);
    }
    const written = await adminApi.personnel.records({
      buildingId: building,
      personnelId: personId,
      from: lastMonday,
      to: addDays(lastMonday, 6),
    });
    if (!written.ok) throw new Error(written.message);
    expect(written.records.map((record) => [record.date, record.entryTime, record.exitTime])).toEqual(
      [0, 1, 2, 3, 4].map((day) => [
        addDays(lastMonday, day),
        '08:00',
        day === 2 ? null : day === 1 ? '17:30' : '16:00',
      ]),
    );
    await expect.poll(() => dayRow(page, addDays(lastMonday, 2)).textContent()).toContain('Falta la salida');
    expect(await dayRow(page, addDays(lastMonday, 1)).textContent()).toContain('1 h 30 min');
    expect(await dayRow(page, addDays(lastMonday, 0)).textContent()).not.toContain('Falta la salida');
    expect(errors).toEqual([]);
    await close();
  });

  it('approves annual leave, shows the balance drop, and refuses one beyond it naming what is left', async () => {
    expect(personId).toBeGreaterThan(0);
    // Two leaves this year, charged to last year's 20 days: the first in the first full week of March.
    const firstStart = addDays(`${year}-03-01`, (8 - weekdayOf(`${year}-03-01`)) % 7);
    const firstEnd = addDays(firstStart, 11);
    const firstCounted = leaveDaysCounted(firstStart, firstEnd);
    const secondStart = addDays(firstStart, 28);
    const secondEnd = addDays(secondStart, 24);
    const secondCounted = leaveDaysCounted(secondStart, secondEnd);
    expect(secondCounted).toBeGreaterThan(20 - firstCounted);

    const { page, errors, close } = await signedIn();
    const requestLeave = async (start: string, end: string) => {
      await page.goto('/licencias/nuevo');
      await page.getByRole('heading', { level: 1, name: 'Nueva licencia' }).waitFor();
      await choose(page, 'Persona', fullName);
      await choose(page, 'Tipo de licencia', 'Licencia anual');
      await page.getByLabel('Desde', { exact: true }).fill(typed(start));
      await page.getByLabel('Hasta', { exact: true }).fill(typed(end));
      await page.getByRole('button', { name: 'Registrar licencia' }).click();
      await toast(page, licenseMessages.created).waitFor();
      await page.waitForURL('**/licencias/listado');
    };
    /** A request's row in «Pendientes de aprobación», as its actions button names it. */
    const pending = (start: string) => `Solicitud de ${fullName}: Licencia anual desde ${formatIsoDate(start)}`;
    /** A cell of the person's row in the annual leave table, by its column. */
    const balanceCell = (column: string) =>
      page
        .getByRole('table', { name: /Licencia anual/ })
        .getByRole('row')
        .filter({ hasText: fullName })
        .locator(`[data-label="${column}"]`)
        .first();

    await requestLeave(firstStart, firstEnd);
    await expect.poll(() => balanceCell('Días generados').textContent()).toBe('20');
    expect(await balanceCell('Le quedan').textContent()).toBe('20');
    await rowAction(page, pending(firstStart), 'Aprobar');
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar', exact: true }).click();
    await toast(page, licenseMessages.status).waitFor();
    const afterFirst = await adminApi.licenses.findAll(building);
    if (!afterFirst.ok) throw new Error(afterFirst.message);
    expect(afterFirst.balances.find((balance) => balance.personnelId === personId)).toMatchObject({
      earned: 20,
      taken: firstCounted,
      remaining: 20 - firstCounted,
    });
    await expect.poll(() => balanceCell('Le quedan').textContent()).toBe(String(20 - firstCounted));
    expect(await balanceCell('Días tomados').textContent()).toBe(String(firstCounted));

    await requestLeave(secondStart, secondEnd);
    await rowAction(page, pending(secondStart), 'Aprobar');
    await page.getByRole('dialog').getByRole('button', { name: 'Aprobar', exact: true }).click();
    const refusal = leaveBeyondBalance(secondCounted, 20 - firstCounted);
    await page.getByText(refusal).first().waitFor();
    const afterRefusal = await adminApi.licenses.findAll(building);
    if (!afterRefusal.ok) throw new Error(afterRefusal.message);
    expect(
      afterRefusal.licenses.find((license) => license.personnelId === personId && license.startDate === secondStart),
    ).toMatchObject({ status: 'pendiente' });
    expect(errors).toEqual([]);
    await close();
  });

  it('terminates the person: the contract ends on that day and the person is desvinculado', async () => {
    expect(personId).toBeGreaterThan(0);
    const { page, errors, close } = await signedIn();
    await page.goto('/desvinculaciones/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva desvinculación' }).waitFor();
    await choose(page, 'Persona', fullName);
    await page.getByLabel('Fecha de desvinculación', { exact: true }).fill(typed(today));
    await choose(page, 'Motivo', 'Renuncia');
    await page.getByRole('button', { name: 'Registrar desvinculación' }).click();
    const question = page.getByRole('dialog', { name: `¿Desvincular a ${fullName}?` });
    await question.waitFor();
    await question.getByRole('button', { name: 'Desvincular' }).click();
    await toast(page, unlinkMessages.created).waitFor();

    const contracts = await adminApi.contracts.findAll(building);
    if (!contracts.ok) throw new Error(contracts.message);
    expect(contracts.contracts.filter((row) => row.personnelId === personId)).toMatchObject([
      { status: 'finalizado', endDate: today },
    ]);
    const staff = await adminApi.personnel.findAll(building);
    if (!staff.ok) throw new Error(staff.message);
    expect(staff.personnelList.find((row) => row.id === personId)?.status).toBe('desvinculado');

    await page.goto('/contratos/listado');
    const row = page.getByRole('row').filter({ hasText: fullName });
    await expect.poll(() => row.textContent()).toContain('Finalizado');
    expect(errors).toEqual([]);
    await close();
  });
});
