import {
  addPeriods,
  commonExpenseMessages,
  formatCurrency,
  formatIsoPeriod,
  montevideoToday,
  periodOf,
} from '@horizontal/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { newRunTag, signIn, toast } from './steps';

/**
 * Gastos comunes through the real pages, server and database (issue #31): Playa Brava's administrator records a
 * movement of the open month, closes it, sees the statements add up to the month's expenses to the centésimo, opens
 * the next month, confirms a payment (and the same one again), and reads Totales Mensuales, Deuda and a debt
 * certificate. Playa Brava is the other administradora's complejo: no other scenario changes its units, whose
 * coefficients must add up to 100 % for the month to close.
 */
const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const runTag = newRunTag();
const today = montevideoToday();
const month = formatIsoPeriod(periodOf(today));
const nextMonth = formatIsoPeriod(addPeriods(periodOf(today), 1));
/** «27112026»: how a date is typed in the date fields. */
const typedToday = today.split('-').reverse().join('');

/** The figure of a row's column, as the table writes it in the cell's label. */
const cellOf = (page: Page, rowName: string | RegExp, column: string) =>
  page.getByRole('row', { name: rowName }).locator(`[data-label="${column}"]`).first();

/** A figure written «$ 1.234,56» back to centésimos. */
const centsOf = (text: string) => {
  const negative = text.includes('-') || text.includes('−');
  const cents = Number(text.replace(/[^\d]/g, ''));
  return negative ? -cents : cents;
};

const openMonth = async (page: Page, label: string) => {
  await page.goto('/gastoscomunes/listado');
  await page.getByRole('table', { name: 'Gastos comunes' }).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(`^${label} · `) }).waitFor();
};

/** What Deuda says an account owes in all. */
const debtOf = async (page: Page, unit: string) => {
  await page.goto('/gastoscomunes/deuda');
  const total = cellOf(page, new RegExp(`^${unit}`), 'Total');
  await total.waitFor();
  return centsOf((await total.textContent()) ?? '');
};

const pay = async (page: Page, unit: string, amount: string, reference: string) => {
  await page.getByRole('button', { name: `Acciones para ${unit}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'Registrar pago' }).click();
  const form = page.getByRole('dialog', { name: `Registrar pago de ${unit}` });
  await form.getByLabel('Importe').fill(amount);
  await form.getByLabel('Fecha del pago', { exact: true }).fill(typedToday);
  await form.getByLabel('Referencia').fill(reference);
  await form.getByRole('button', { name: 'Confirmar pago' }).click();
  await form.waitFor({ state: 'detached' });
};

describe('the administrator runs a month of gastos comunes', () => {
  let expenses = '';
  let debtor = '';

  it('records a movement of the open month and closes it: the statements add up to its expenses', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    await openMonth(page, month);

    await page.getByRole('tab', { name: 'Movimientos' }).click();
    await page.getByRole('button', { name: 'Agregar movimiento' }).click();
    const form = page.getByRole('dialog', { name: 'Agregar movimiento' });
    await form.getByLabel('Fecha', { exact: true }).fill(typedToday);
    await form.getByRole('radio', { name: 'Egreso' }).check();
    await form.getByLabel('Descripción').fill(`Reparación del portón ${runTag}`);
    await form.getByLabel('Importe').fill('1234,56');
    await form.getByRole('button', { name: 'Guardar', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: `Reparación del portón ${runTag}` }).waitFor();
    const figures = page.getByRole('region', { name: 'Cifras del período' });
    expenses = (await figures.getByText(/^\$/).nth(1).textContent()) ?? '';
    expect(centsOf(expenses)).toBeGreaterThan(123_456);

    await page.goto('/cierres/nuevo');
    await page.getByRole('button', { name: `Cerrar ${month}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: `Cerrar ${month}` })
      .click();
    await toast(page, commonExpenseMessages.closed(periodOf(today))).waitFor();
    await page.waitForURL('**/cierres/listado');
    await expect.poll(() => cellOf(page, new RegExp(`^${month}`), 'Egresos').textContent()).toBe(expenses);

    await openMonth(page, month);
    await page.getByText('Mes cerrado', { exact: false }).first().waitFor();
    const totals = page.locator('tfoot');
    await expect.poll(() => totals.locator('[data-label="Gastos comunes"]').textContent()).toBe(expenses);
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the next month and confirms a payment once, however many times it is confirmed', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    await page.goto('/gastoscomunes/listado');
    await page.getByRole('button', { name: 'Nuevo período' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nuevo período' });
    await expect.poll(() => form.getByRole('button', { name: /Período/ }).textContent()).toContain(nextMonth);
    await form.getByRole('button', { name: 'Crear período' }).click();
    await toast(page, commonExpenseMessages.created).waitFor();

    // The account that owes the most past due, as Deuda sorts it by default or not: the first row it lists.
    await page.goto('/gastoscomunes/deuda');
    const firstUnit = page.locator('tbody tr').first().getByRole('link').first();
    await firstUnit.waitFor();
    debtor = ((await firstUnit.textContent()) ?? '').trim();
    expect(debtor).toMatch(/·/);
    const before = await debtOf(page, debtor);
    expect(before).toBeGreaterThan(100_000);

    await openMonth(page, nextMonth);
    const reference = `TRF-${runTag}`;
    await pay(page, debtor, '1000', reference);
    await toast(page, commonExpenseMessages.paymentConfirmed).waitFor();
    expect(await debtOf(page, debtor)).toBe(before - 100_000);

    await openMonth(page, nextMonth);
    await pay(page, debtor, '1000', reference);
    await toast(page, commonExpenseMessages.paymentRepeated).waitFor();
    expect(await debtOf(page, debtor)).toBe(before - 100_000);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the closed month in Totales Mensuales as in its closure, and prints a debt certificate', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    await page.goto('/gastoscomunes/totales');
    // The month heads its row; then Ingresos, Egresos and Resultado.
    const monthRow = page.getByRole('table', { name: /por mes/ }).getByRole('row', { name: new RegExp(`^${month}`) });
    await expect.poll(() => monthRow.getByRole('cell').nth(1).textContent()).toBe(expenses);

    const owed = await debtOf(page, debtor);
    await page
      .getByRole('row', { name: new RegExp(`^${debtor}`) })
      .getByRole('link')
      .first()
      .click();
    await page.waitForURL(/certificado=/);
    await page.getByRole('heading', { name: 'Certificado de deuda' }).first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const certificate = page.getByRole('article', { name: 'Certificado de deuda' });
    await expect.poll(() => certificate.isVisible()).toBe(true);
    await expect.poll(() => certificate.textContent()).toContain(formatCurrency(owed));
    await expect.poll(() => page.getByRole('navigation', { name: 'Módulos' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});
