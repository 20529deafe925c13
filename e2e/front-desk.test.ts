import { join } from 'node:path';
import { reportMessages, shipmentMessages, visitMessages } from '@horizontal/domain';
import { auditTrailIn } from '@horizontal/server/test-app';
import { type AppServer, startAppServer } from '@horizontal/test-support/app-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { newRunTag, outboxMailsNaming, rowAction, signIn, toast } from './steps';

/*
 * Portería through the real pages, server and database (issue #34), signed in as the front desk on a 1024 px tablet:
 * a parcel logged for a unit (its residents find the e-mail in the outbox) and handed over; a visit expected, then
 * in, then gone; a report filed with a photo, whose thumbnail the list shows; a parcel removed from the list, and
 * kept in the audit trail of the database. This file runs its own server: the trail is read from its embedded
 * database once it has stopped (PGlite has one writer).
 */

const desk = { email: 'porteria@horizontal.uy', password: 'Porteria#2026' } as const;
const tablet = { width: 1024, height: 768 } as const;
const runTag = newRunTag();
const unit = 'Torre A · 101';
// A 1×1 PNG: a real image the browser draws, so its thumbnail has a size.
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const atTheDesk = async () => {
  const opened = await openPage(browser, server.baseURL, tablet);
  await signIn(opened.page, desk.email, desk.password);
  await opened.page.waitForURL('**/home');
  return opened;
};

const mailsNaming = (text: string) => outboxMailsNaming(server.outboxDir, text);

/** The names of the page's buttons in view that `box` overlaps. */
const coveredButtons = (page: Page, box: { x: number; y: number; width: number; height: number }) =>
  page.getByRole('button').evaluateAll(
    (buttons, over) =>
      buttons
        .filter((button) => {
          const r = button.getBoundingClientRect();
          const inView = r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
          const apart =
            r.right <= over.x || r.left >= over.x + over.width || r.bottom <= over.y || r.top >= over.y + over.height;
          // The toast's own «Cerrar notificación» is not covered by it.
          return inView && !apart && !button.closest('[data-swipe-direction]');
        })
        .map((button) => button.textContent),
    box,
  );

/** Picks a unit the way the desk does: its number typed in «Unidad», then Enter. */
const pickUnit = async (page: Page) => {
  const units = page.getByRole('combobox', { name: 'Unidad' });
  await expect.poll(() => units.isEnabled()).toBe(true);
  await units.fill('A 101');
  await page.getByRole('option', { name: new RegExp(`^${unit}`) }).waitFor();
  await units.press('Enter');
};

describe('portería at the front desk on a tablet (issue #34)', () => {
  const recipient = `Lucía Rodríguez ${runTag}`;

  it('logs a parcel for a unit, its residents are e-mailed, and it is handed over', async () => {
    const { page, errors, close } = await atTheDesk();
    await page.goto('/encomiendas/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva encomienda' }).waitFor();
    // One after another, as the desk logs a delivery: the saved one's toast leaves the form's buttons free to tap.
    await pickUnit(page);
    await page.getByLabel('Destinatario').fill(`Pablo Suárez ${runTag}`);
    await page.getByLabel('Transportista').fill('UES');
    const another = page.getByRole('button', { name: 'Guardar y registrar otra' });
    await another.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await another.click();
    const saved = toast(page, `${shipmentMessages.created} Siga con la próxima.`).locator('xpath=ancestor::li[1]');
    await saved.waitFor();
    // The desk scrolls down to the buttons again while the toast is still up.
    await another.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const covered = await coveredButtons(page, (await saved.boundingBox())!);
    expect(covered).toEqual([]);
    await pickUnit(page);
    await page.getByLabel('Destinatario').fill(recipient);
    await page.getByLabel('Transportista').fill('DAC');
    await page.getByRole('button', { name: 'Registrar encomienda' }).click();
    await toast(page, shipmentMessages.created).waitFor();
    await page.waitForURL('**/encomiendas/listado');
    const row = page.getByRole('row', { name: new RegExp(recipient) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Recibida');

    const mails = await mailsNaming(recipient);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]).toContain(`unidad ${unit}`);

    await rowAction(page, new RegExp(`^Acciones para Encomienda para ${recipient},`), 'Entregar');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Entregada a').fill(`Su vecino ${runTag}`);
    await dialog.getByRole('button', { name: 'Entregar' }).click();
    await toast(page, shipmentMessages.status).waitFor();
    await expect.poll(async () => row.textContent()).toContain(`Su vecino ${runTag}`);
    expect(await row.textContent()).toContain('Entregada');
    expect(errors).toEqual([]);
    await close();
  });

  it('registers a visit expected later, notes when it arrives and when it leaves', async () => {
    const visitor = `Martín Pereira ${runTag}`;
    const { page, errors, close } = await atTheDesk();
    await page.goto('/visitas/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nueva visita' }).waitFor();
    await pickUnit(page);
    await page.getByLabel('Nombre', { exact: true }).fill(visitor);
    await page.getByLabel('Cédula').fill('1.234.567-2');
    // Not at the desk yet: expected later today.
    await page.getByRole('switch', { name: 'Está en portería ahora' }).click();
    await page.getByRole('button', { name: /^Registrar visita/ }).click();
    await toast(page, visitMessages.created).waitFor();
    await page.waitForURL('**/visitas/listado');
    const row = page.getByRole('row', { name: new RegExp(visitor) });
    expect(await row.textContent()).toContain('Esperada');
    await rowAction(page, new RegExp(`^Acciones para .*${visitor}`), 'Ingresó');
    await expect.poll(async () => row.textContent()).toContain('Ingresó');
    await rowAction(page, new RegExp(`^Acciones para .*${visitor}`), 'Se retiró');
    await expect.poll(async () => row.textContent()).toContain('Se retiró');
    expect(errors).toEqual([]);
    await close();
  });

  it('files a report with a photo, and the list shows its thumbnail', async () => {
    const title = `Portón del garaje abierto ${runTag}`;
    const { page, errors, close } = await atTheDesk();
    await page.goto('/reportes/nuevo');
    await page.getByRole('heading', { level: 1, name: 'Nuevo reporte' }).waitFor();
    await page.getByRole('combobox', { name: 'Categoría' }).click();
    await page.getByRole('option', { name: 'Seguridad' }).click();
    await page.getByLabel('Título').fill(title);
    await page
      .getByLabel('Fotos del reporte')
      .setInputFiles({ name: 'porton.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('list', { name: 'Fotos agregadas' }).getByRole('img').waitFor();
    await page.getByRole('button', { name: /^Registrar reporte/ }).click();
    await toast(page, reportMessages.created).waitFor();
    await page.waitForURL('**/reportes/listado');
    const thumbnail = page.getByRole('row', { name: new RegExp(title) }).getByRole('img');
    await thumbnail.waitFor();
    // Drawn from the signed link: the browser loaded the image.
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('removes a parcel from the list; the database keeps it, and who removed it, in the audit trail', async () => {
    const { page, errors, close } = await atTheDesk();
    await page.goto('/encomiendas/listado');
    const row = page.getByRole('row', { name: new RegExp(recipient) });
    await row.waitFor();
    // The tablet held upright: the list fits its width, no column out of sight.
    await page.setViewportSize({ width: 768, height: 1024 });
    const sideways = await page.getByRole('table', { name: 'Encomiendas' }).evaluate((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      return box ? box.scrollWidth - box.clientWidth : 0;
    });
    expect(sideways).toBe(0);
    const detail = await row.getByRole('link').first().getAttribute('href');
    const id = Number(/\/encomiendas\/modificar\?id=(\d+)/.exec(detail ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    await rowAction(page, new RegExp(`^Acciones para Encomienda para ${recipient},`), 'Quitar de la lista');
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar de la lista' }).click();
    await toast(page, shipmentMessages.removed).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Encomiendas' }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(recipient) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();

    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await exited;
    const trail = await auditTrailIn(join(server.dataDir, 'pglite'), 'shipments', id);
    expect(trail.map((entry) => [entry.action, entry.by])).toEqual([
      ['create', desk.email],
      ['status', desk.email],
      ['remove', desk.email],
    ]);
    expect(trail.at(-1)!.at.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
  });
});
