import { createApi } from '@horizontal/api';
import {
  addDays,
  formatCurrency,
  formatIsoPeriod,
  maintenanceMessages,
  montevideoToday,
  periodOf,
  randomCi,
  reserveMessages,
  roleNames,
} from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { newRunTag, rowAction, signIn, temporaryPasswordFor, toast } from './steps';

/**
 * Reservas and mantenimientos through the real pages, server and database (issue #32): Parque Batlle's administrator
 * creates a priced area that needs approval, books one of its turns while a second tab books the same one (refused
 * in Spanish), the front desk schedules a maintenance that greys a day out of the calendar, the administrator
 * confirms the booking and finds its charge for the unit's month, and a colleague's booking grows the badge.
 */
const baseURL = inject('baseURL');
const outboxDir = inject('outboxDir');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const admin = { email: 'admin@horizontal.uy', password: 'Admin#2026' } as const;
const desk = { email: 'porteria@horizontal.uy', password: 'Porteria#2026' } as const;
const runTag = newRunTag();
const areaName = `Quincho ${runTag}`;
const today = montevideoToday();
const bookingDay = addDays(today, 3);
const maintenanceDay = addDays(today, 4);
/** A day of the maintenance's month with nothing on it (the booking's day before it is full: its one turn is taken). */
const freeDayBeside =
  periodOf(addDays(maintenanceDay, 1)) === periodOf(maintenanceDay)
    ? addDays(maintenanceDay, 1)
    : addDays(maintenanceDay, -2);
const unit = 'Torre A · 101';
const price = 180_000;

const apiAs = (token: string | null) => createApi({ baseURL: `${baseURL}/api`, getToken: () => token });

const tokenOf = async (email: string, password: string) => {
  const answer = await apiAs(null).auth.signin({ email, password });
  if (!answer.ok) throw new Error(`No se pudo ingresar como ${email}: ${answer.message}`);
  return answer.token;
};

const signedIn = async (who: { email: string; password: string }) => {
  const opened = await openPage(browser, baseURL);
  await signIn(opened.page, who.email, who.password);
  await opened.page.waitForURL('**/home');
  return opened;
};

/** The calendar's button of a day of the month it shows: «… 30 de noviembre de 2026». */
const dayButton = (page: Page, isoDate: string) =>
  page.getByRole('button', { name: new RegExp(`\\b${Number(isoDate.slice(8))} de \\S+ de ${isoDate.slice(0, 4)}`) });

/** Moves the calendar to the month of `isoDate`, which is never before the month it opens on (today's). */
const showMonthOf = async (page: Page, isoDate: string) => {
  if (periodOf(isoDate) !== periodOf(today)) await page.getByRole('button', { name: 'Ir al mes siguiente' }).click();
};

/** /reservas/nuevo with the area chosen and the calendar on the month of `isoDate`. */
const openBooking = async (page: Page, isoDate: string) => {
  await page.goto('/reservas/nuevo');
  await page.getByRole('heading', { level: 1, name: 'Nueva reserva' }).waitFor();
  await chooseOption(page, 'Área común', areaName);
  await showMonthOf(page, isoDate);
};

/** Opens a form's select once its options arrived (it stays disabled until then), and picks one. */
const chooseOption = async (page: Page, label: string, option: string) => {
  const select = page.getByRole('combobox', { name: label });
  await expect.poll(() => select.isEnabled()).toBe(true);
  await select.click();
  await page.getByRole('option', { name: option }).click();
};

const chooseSlot = async (page: Page) => {
  await openBooking(page, bookingDay);
  const day = dayButton(page, bookingDay);
  await expect.poll(() => day.isEnabled()).toBe(true);
  await day.click();
  await page.getByRole('radio', { name: 'Noche 20:00 a 23:59' }).click();
  const units = page.getByRole('combobox', { name: 'Unidad' });
  await expect.poll(() => units.isEnabled()).toBe(true);
  await units.fill('A 101');
  await page.getByRole('option', { name: unit }).click();
};

describe('reservas y mantenimientos of a common area (issue #32)', () => {
  it('creates a priced area that needs approval, with how far ahead it is booked', async () => {
    const { page, errors, close } = await signedIn(admin);
    await page.goto('/areascomunes/nuevo');
    await page.getByLabel('Nombre', { exact: true }).fill(areaName);
    await page.getByLabel('Capacidad (personas)').fill('25');
    await page.getByLabel('Precio de la reserva').pressSequentially('1800');
    await page.getByLabel('Días de anticipación').fill('30');
    await page.getByLabel('Reservas por unidad en el mes').fill('2');
    await page.getByLabel('Nombre del turno').fill('Noche');
    await page.getByLabel('Desde').pressSequentially('2000');
    await page.getByLabel('Hasta').pressSequentially('2359');
    await page.getByRole('button', { name: 'Crear área común' }).click();
    await page.waitForURL('**/areascomunes/listado');
    await page.getByRole('row', { name: new RegExp(areaName) }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('books a turn, and the same turn booked meanwhile in another tab is refused in Spanish', async () => {
    const first = await signedIn(admin);
    const second = await signedIn(admin);
    await chooseSlot(first.page);
    await chooseSlot(second.page);
    expect(await first.page.getByRole('region', { name: 'Resumen de la reserva' }).textContent()).toContain(
      'queda pendiente de aprobación',
    );

    await first.page.getByRole('button', { name: 'Reservar' }).click();
    await first.page.waitForURL('**/reservas/listado');
    await toast(first.page, reserveMessages.pendingApproval).waitFor();
    await first.page.getByRole('row', { name: new RegExp(areaName) }).waitFor();

    await second.page.getByRole('button', { name: 'Reservar' }).click();
    await second.page.getByText(reserveMessages.turnTaken).waitFor();
    expect(new URL(second.page.url()).pathname).toBe('/reservas/nuevo');
    // The refused tab reads the day again: the night turn is taken now.
    await expect.poll(() => second.page.getByRole('radio', { name: /^Noche 20:00 a 23:59/ }).isDisabled()).toBe(true);

    expect([...first.errors, ...second.errors]).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it('greys out the day of a maintenance the front desk schedules on the area', async () => {
    const front = await signedIn(desk);
    await front.page.goto('/mantenimientos/nuevo');
    await front.page.getByRole('heading', { level: 1, name: 'Nuevo mantenimiento' }).waitFor();
    await front.page.getByLabel('Título').fill(`Pintura del ${areaName}`);
    await chooseOption(front.page, 'Área común', areaName);
    await showMonthOf(front.page, maintenanceDay);
    const day = dayButton(front.page, maintenanceDay);
    await expect.poll(() => day.isEnabled()).toBe(true);
    await day.click();
    await front.page.getByRole('button', { name: 'Agendar mantenimiento' }).click();
    await front.page.waitForURL('**/mantenimientos/listado');
    await toast(front.page, maintenanceMessages.created).waitFor();
    expect(front.errors).toEqual([]);
    await front.close();

    const office = await signedIn(admin);
    await openBooking(office.page, maintenanceDay);
    // No day can be chosen until the month's disabled days arrive: another free day of that month is, once they did.
    await expect.poll(() => dayButton(office.page, freeDayBeside).isEnabled()).toBe(true);
    expect(await dayButton(office.page, maintenanceDay).isDisabled()).toBe(true);
    expect(office.errors).toEqual([]);
    await office.close();
  });

  it('confirms the booking: its detail shows the charge left on the unit’s month', async () => {
    const { page, errors, close } = await signedIn(admin);
    await page.goto('/reservas/listado');
    const row = new RegExp(areaName);
    await page.getByRole('row', { name: row }).waitFor();
    await rowAction(page, row, 'Confirmar');
    await toast(page, reserveMessages.status).waitFor();
    await expect.poll(() => page.getByRole('row', { name: row }).textContent()).toContain('Confirmada');

    await rowAction(page, row, 'Ver');
    await page.getByRole('heading', { level: 1, name: `Reserva de ${areaName}` }).waitFor();
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain(`${formatCurrency(price)} en ${formatIsoPeriod(periodOf(bookingDay))}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('counts a colleague’s new booking on the Reservas badge, with a toast', async () => {
    // A second administrator of the administradora, set up by the master as the office would.
    const masterApi = apiAs(await tokenOf('maestro@horizontal.uy', 'Maestro#2026'));
    const adminSession = await apiAs(null).auth.signin(admin);
    if (!adminSession.ok || !adminSession.user?.company) throw new Error('El administrador no pudo ingresar');
    const company = adminSession.user.company.id;
    const building = adminSession.user.buildings[0]!.id;
    const roles = await masterApi.general.roles(company);
    if (!roles.ok) throw new Error(roles.message);
    const email = `colega${runTag}@horizontal.uy`;
    const created = await masterApi.users.create({
      name: `Colega ${runTag}`,
      identity: randomCi(),
      email,
      phone: '099123456',
      roleId: roles.roles.find((role) => role.name === roleNames.administrator)!.id,
      companyId: company,
      buildingIds: [building],
    });
    if (!created.ok) throw new Error(created.message);
    const temporary = await temporaryPasswordFor(outboxDir, email);
    const changed = await apiAs(await tokenOf(email, temporary)).auth.change({
      currentPassword: temporary,
      newPassword: 'Colega#2026',
    });
    if (!changed.ok) throw new Error(changed.message);
    const colleague = apiAs(await tokenOf(email, 'Colega#2026'));

    const { page, errors, close } = await signedIn(admin);
    const complejo = page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: /^Complejo/ });
    await complejo.waitFor();
    const badgeOf = async () => Number((await complejo.textContent())?.match(/(\d+)\s*notificaci/)?.[1] ?? 0);
    const before = await badgeOf();

    const areas = await colleague.commonAreas.findAll(building);
    const units = await colleague.general.apartments(building);
    if (!areas.ok || !units.ok) throw new Error('No se pudieron leer las áreas y las unidades');
    const area = areas.commonAreas.find((candidate) => candidate.name === areaName)!;
    const booked = await colleague.reserves.create({
      buildingId: building,
      commonAreaId: area.id,
      turnId: area.turns[0]!.id,
      apartmentId: units.apartments.find((candidate) => candidate.name === 'Torre A · 102')!.id,
      date: addDays(today, 5),
    });
    expect(booked).toMatchObject({ ok: true, message: reserveMessages.pendingApproval });

    await page
      .getByText(new RegExp(`Reserva pendiente de aprobación: ${areaName}`))
      .first()
      .waitFor();
    await expect.poll(badgeOf).toBe(before + 1);
    expect(errors).toEqual([]);
    await close();
  });
});
