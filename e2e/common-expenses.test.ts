import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addPeriods,
  commonExpenseMessages,
  formatCurrency,
  formatIsoPeriod,
  formatPaymentReference,
  montevideoToday,
  movementSheet,
  paymentReferenceOf,
  periodExportColumns,
  periodOf,
  unitLabel,
} from '@horizontal/domain';
import { sofficePath, workbookAsCsv } from '@horizontal/test-support/libreoffice';
import ExcelJS from 'exceljs';
import type { Browser, Download, Page } from 'playwright-core';
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
const outboxDir = inject('outboxDir');
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

  it("prints the year's account: Contabilidad's month agrees with Totales Mensuales, and it downloads as a PDF", async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    await page.getByRole('navigation', { name: 'Módulos' }).getByRole('link', { name: 'Contabilidad' }).click();
    await page.waitForURL('**/contabilidad');
    const year = today.slice(0, 4);
    const table = page.getByRole('table', { name: `Ingresos y egresos de ${year}` });
    // The month's column of «Total de egresos»: what the closure counted, as Totales Mensuales shows it.
    const expenseRow = table.getByRole('row', { name: /^Total de egresos/ });
    await expect
      .poll(() =>
        expenseRow
          .getByRole('cell')
          .nth(Number(today.slice(5, 7)) - 1)
          .textContent(),
      )
      .toBe(expenses);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^Rendición de cuentas ${year} - .+\\.pdf$`));
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => table.isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('navigation', { name: 'Módulos' }).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('fills the movements template, reads the Spanish error of its bad row, imports it fixed and exports the month', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    await openMonth(page, nextMonth);
    await page.getByRole('button', { name: 'Planillas' }).click();
    const dialog = page.getByRole('dialog', { name: `Planillas de ${nextMonth}` });
    const saved = async (click: () => Promise<void>): Promise<Download> => {
      const [download] = await Promise.all([page.waitForEvent('download'), click()]);
      return download;
    };

    // The template, as the browser saves it, filled in as an administrator would: its example row replaced.
    const template = await saved(() => dialog.getByRole('button', { name: 'Descargar plantilla' }).click());
    expect(template.suggestedFilename()).toBe('plantilla-movimientos-gastos-comunes.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await template.path());
    const sheet = book.getWorksheet(movementSheet.sheetName)!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      movementSheet.columns.map((column) => column.header),
    );
    const day = `${addPeriods(periodOf(today), 1)}-03`.split('-').reverse().join('/');
    sheet.getRow(2).values = [day, 'Egreso', 'Jardinería', `Poda de palmeras ${runTag}`, 4_500];
    sheet.getRow(3).values = [day, 'Egreso', 'Limpieza', `Detergente ${runTag}`, '12.50'];
    const upload = async (bytes: ExcelJS.Buffer) => {
      await dialog.getByLabel('Archivo', { exact: true }).setInputFiles({
        name: 'movimientos.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(bytes),
      });
      await dialog.getByRole('button', { name: 'Importar planilla' }).click();
    };

    await upload(await book.xlsx.writeBuffer());
    await dialog.getByText('La planilla tiene 1 error: no se guardó nada.', { exact: false }).waitFor();
    await dialog.getByRole('listitem').filter({ hasText: 'Fila 3, columna «Importe»:' }).waitFor();

    sheet.getRow(3).getCell(5).value = 12.5;
    await upload(await book.xlsx.writeBuffer());
    await dialog.getByText(commonExpenseMessages.sheetImported('movimientos', 2)).waitFor();

    // The month's detail as a workbook: money as numbers in cells formatted as pesos, opened by LibreOffice too.
    const exported = await saved(() => dialog.getByRole('button', { name: 'Descargar planilla del mes' }).click());
    const nextPeriod = addPeriods(periodOf(today), 1);
    expect(exported.suggestedFilename()).toBe(`gastos-comunes-${nextPeriod}.xlsx`);
    const month = new ExcelJS.Workbook();
    await month.xlsx.readFile(await exported.path());
    const detail = month.worksheets[0]!;
    expect((detail.getRow(1).values as unknown[]).slice(1)).toEqual(periodExportColumns.map((column) => column.header));
    expect(detail.actualRowCount).toBeGreaterThan(1);
    const debt = detail.getRow(2).getCell(periodExportColumns.length);
    expect(typeof debt.value).toBe('number');
    expect(debt.numFmt).toBe('"$ "#,##0.00');
    if (sofficePath) {
      const csv = await workbookAsCsv(await readFile(await exported.path()));
      expect(csv.split('\n')[0]!.replaceAll('"', '')).toBe(
        periodExportColumns.map((column) => column.header).join(','),
      );
    }

    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await page.getByRole('tab', { name: 'Movimientos' }).click();
    await page.getByRole('cell', { name: `Poda de palmeras ${runTag}` }).waitFor();
    await page.getByRole('cell', { name: `Detergente ${runTag}` }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('imports a network’s payments file: the debt falls by what it paid, and the same file again changes nothing', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    const before = await debtOf(page, debtor);
    // The debtor's account, from what the page itself reads: its reference is the one its statement will print.
    const answers = Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/commonexpenses/findall/')),
      page.waitForResponse((res) => res.url().includes('/api/commonexpenses/detail/')),
    ]);
    await openMonth(page, nextMonth);
    const [periods, statements] = await Promise.all((await answers).map((res) => res.json()));
    const period = periods.commonExpenses.find(
      (row: { period: string }) => row.period === addPeriods(periodOf(today), 1),
    );
    const account = statements.commonExpensesDetail.find(
      (row: { tower: string | null; apartment: string; payer: string }) =>
        unitLabel({ tower: row.tower, number: row.apartment }) === debtor && row.payer === 'propietario',
    );
    const reference = formatPaymentReference(
      paymentReferenceOf({ buildingId: period.buildingId, apartmentId: account.apartmentId, payer: 'propietario' }),
    );
    const csv = `Referencia;Fecha;Importe;Comprobante\r\n${reference};${typedToday.replace(/(\d{2})(\d{2})(\d{4})/, '$1/$2/$3')};1.000,00;AB-${runTag}\r\n`;

    for (const message of [
      commonExpenseMessages.paymentsImported(1, 0, []),
      commonExpenseMessages.paymentsImported(0, 1, []),
    ]) {
      await openMonth(page, nextMonth);
      await page.getByRole('button', { name: 'Planillas' }).click();
      const dialog = page.getByRole('dialog', { name: `Planillas de ${nextMonth}` });
      await dialog.getByLabel('Archivo de pagos').setInputFiles({
        name: 'pagos-abitab.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await dialog.getByRole('button', { name: 'Importar pagos' }).click();
      await dialog.getByText(message, { exact: true }).waitFor();
      expect(await debtOf(page, debtor)).toBe(before - 100_000);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('generates the closed month’s statements, watches their progress and e-mails each one with its PDF', async () => {
    const { page, errors, close } = await openPage(browser, baseURL);
    await signIn(page, 'admin@costaeste.com.uy', 'Costa#2026');
    await page.waitForURL('**/home');
    await openMonth(page, month);
    const documents = page.getByRole('region', { name: 'Estados de cuenta en PDF' });
    await documents.getByRole('button', { name: 'Generar estados de cuenta' }).click();
    const generation = documents.getByRole('progressbar', { name: /generación/i });
    await generation.waitFor();
    // The job runs on the server: the bar fills as the page asks for its progress, and ends «Terminado».
    await documents.getByText('Terminado', { exact: true }).first().waitFor({ timeout: 60_000 });
    await expect
      .poll(() => generation.getAttribute('aria-valuenow'))
      .toBe(await generation.getAttribute('aria-valuemax'));

    const sentBefore = await statementMails();
    await documents.getByRole('button', { name: 'Enviar por correo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar por correo' }).click();
    const sending = documents.getByRole('progressbar', { name: /envío/i });
    await sending.waitFor();
    await expect
      .poll(
        async () => (await sending.getAttribute('aria-valuenow')) === (await sending.getAttribute('aria-valuemax')),
        {
          timeout: 60_000,
        },
      )
      .toBe(true);
    const total = Number(await sending.getAttribute('aria-valuemax'));
    expect(total).toBeGreaterThan(0);
    const mails = (await statementMails()).slice(sentBefore.length);
    expect(mails).toHaveLength(total);
    for (const mail of mails) expect(mail.replace(/=\r?\n/g, '')).toContain(month);
    expect(errors).toEqual([]);
    await close();
  });
});

/** The e-mails with a PDF attached (only statements carry one) that the server wrote to its outbox, oldest first. */
const statementMails = async () => {
  const files = (await readdir(outboxDir).catch(() => [] as string[])).sort();
  const mails = await Promise.all(files.map((file) => readFile(join(outboxDir, file), 'utf8')));
  return mails.filter((mail) => mail.includes('Content-Type: application/pdf'));
};
