import { formatDate } from '@horizontal/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { laptop, launchBrowser, openPage } from './browser';
import { openSelect, searchList, signIn, workingComplejo } from './steps';

/**
 * Printing a list (issue #30 item 8) through the real page, server and data: «Imprimir» puts every resident the
 * search and filter leave on paper, not the page in view, without the header, menus or toolbar, under the title,
 * the complejo and the day.
 */
const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** What the page's stand-in for window.print saw each time it was called: the rows the table held. */
type PrintLog = { printed: number[] };

const todayText = () => {
  const now = new Date();
  return formatDate({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });
};

describe.each([
  ['a laptop', laptop],
  ['a phone', { width: 390, height: 844 }],
])('printing on %s', (_, viewport) => {
  it('prints every matching resident, on every page, without the chrome, under the complejo and today', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    const complejo = await workingComplejo(page);
    await page.goto('/residentes/listado');

    const table = page.getByRole('table', { name: 'Residentes' });
    const rows = table.locator('tbody tr');
    // Every resident of the demo complejos lives in a tower: «torre» finds more than one page's worth of them.
    await searchList(page, 'residentes', 'torre');
    // Exact: «Inactivo» holds «activo» too.
    await (await openSelect(page, 'Estado')).getByRole('option', { name: 'Activo', exact: true }).click();
    // The search is applied when React has time (a deferred value): the rows and the range come in one render.
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => /torre/i.test(text) && text.includes('Activo')))
      .toBe(true);
    const range = page.getByText(/^Mostrando 1–25 de \d+$/);
    await range.waitFor();
    const matching = Number((await range.textContent())!.match(/de (\d+)$/)![1]);
    expect(matching).toBeGreaterThan(25);
    expect(await rows.count()).toBe(25);
    const note = page.locator('[data-slot="print-note"]');
    await expect.poll(() => note.isVisible()).toBe(false);

    // The browser's dialog would stop the test: the stand-in records what the table held when it was opened.
    await page.evaluate(() => {
      const log = window as unknown as PrintLog;
      log.printed = [];
      window.print = () => {
        log.printed.push(document.querySelectorAll('table tbody tr').length);
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as PrintLog).printed)).toEqual([matching]);

    await page.emulateMedia({ media: 'print' });
    for (const chrome of [
      page.locator('header').first(),
      page.locator('nav[aria-label="Módulos"]'),
      page.locator('footer').first(),
      page.getByRole('searchbox', { name: 'Buscar en residentes' }),
      page.getByRole('button', { name: 'Imprimir' }),
      page.getByRole('button', { name: 'Nuevo residente' }),
      table.locator('[data-slot="row-actions"]').first(),
    ]) {
      await expect.poll(() => chrome.isVisible()).toBe(false);
    }
    await expect.poll(() => page.getByText(/^Mostrando /).isVisible()).toBe(false);
    expect(await rows.count()).toBe(matching);
    await expect.poll(() => rows.last().isVisible()).toBe(true);
    const printed = await rows.allTextContents();
    expect(printed.every((text) => /torre/i.test(text) && text.includes('Activo'))).toBe(true);

    const heading = page.locator('[data-slot="page-header"]');
    await expect.poll(() => heading.getByRole('heading', { level: 1, name: 'Residentes' }).isVisible()).toBe(true);
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await note.textContent()).toBe(`${complejo} · Impreso el ${todayText()}`);

    // After the dialog closes the screen is back on its first page.
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await range.waitFor();
    expect(await rows.count()).toBe(25);
    expect(errors).toEqual([]);
    await close();
  });

  it('prints a resident’s detail without the chrome, under the complejo and today', async () => {
    const { page, errors, close } = await openPage(browser, baseURL, viewport);
    await signIn(page, 'admin@horizontal.uy', 'Admin#2026');
    await page.waitForURL('**/home');
    const complejo = await workingComplejo(page);
    await page.goto('/residentes/listado');
    const table = page.getByRole('table', { name: 'Residentes' });
    await table.getByRole('link').first().click();
    await page.waitForURL('**/residentes/modificar?**');
    const print = page.getByRole('button', { name: 'Imprimir' });
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await print.click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('header').first().isVisible()).toBe(false);
    await expect.poll(() => print.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Corregir contacto' }).isVisible()).toBe(false);
    const note = page.locator('[data-slot="print-note"]');
    expect(await note.textContent()).toBe(`${complejo} · Impreso el ${todayText()}`);
    // Waited for, not read once: on a loaded machine the print styles land a moment after the media changes.
    await expect.poll(() => note.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Datos personales').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});
