import {
  commonExpenseMessages,
  formatCurrency,
  formatPaymentReference,
  movementSheet,
  paymentReferenceOf,
  XLSX_CONTENT_TYPE,
} from '@horizontal/domain';
import { db, resetDb } from '@horizontal/mocks';
import { adminUser, paymentFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { preloadScreens } from '../../routes/lazy-screen';
import { WiredApp } from '../../stories';

/*
 * The periods' pages wired as a tab runs them: routes, session, complejo, the api client and the mocks' handlers
 * (through MSW). The mock store starts over before each story; the demo's month open is Noviembre 2026.
 */

const BUILDING_ID = 1;
const OPEN_PERIOD_ID = 12;
const token = `mock-token-${adminUser.id}-1`;
/** A payment of the demo: its reference, confirmed again for another amount, is refused. */
const earlier = paymentFixtures.find((payment) => payment.buildingId === BUILDING_ID)!;

const meta = {
  title: 'Flujos/Gastos comunes/Períodos',
  component: WiredApp,
  args: { path: '/gastoscomunes/listado', token, buildingId: BUILDING_ID },
  beforeEach: async () => {
    resetDb();
    await preloadScreens();
  },
} satisfies Meta<typeof WiredApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

const periodsTable = () => page().findByRole('table', { name: 'Gastos comunes' });

/** The dialog named `name`, once it has faded in. */
const dialog = async (name: string) => {
  const found = await page().findByRole('dialog', { name });
  await waitFor(() => expect(getComputedStyle(found).opacity).toBe('1'));
  return within(found);
};

/** The row of a unit's statement and one of its amounts, by column. */
const statementRow = async (unit: string) => {
  const table = await page().findByRole('table', { name: 'Estados de cuenta' });
  const menu = await within(table).findByRole('button', { name: `Acciones para ${unit}` });
  return menu.closest('tr')!;
};
const amountIn = (row: Element, column: string) => row.querySelector(`[data-label="${column}"]`)?.textContent ?? '';

/** Opens Noviembre 2026 from the list. */
const openNovember = async () => {
  await userEvent.click(await within(await periodsTable()).findByRole('link', { name: 'Noviembre 2026' }));
  await page().findByRole('heading', { level: 1, name: 'Noviembre 2026 · Abierto' });
};

/** Asks to record a payment of Torre A · 101 from the period's detail. */
const payTorreA101 = async (amount: string, reference: string) => {
  const row = await statementRow('Torre A · 101');
  const before = amountIn(row, 'Pagos');
  await userEvent.click(within(row).getByRole('button', { name: 'Acciones para Torre A · 101' }));
  await userEvent.click(await page().findByRole('menuitem', { name: 'Registrar pago' }));
  const form = await dialog('Registrar pago de Torre A · 101');
  await userEvent.type(form.getByLabelText('Importe'), amount);
  // The mocks live on the demo's day (20/11/2026): the payment is of the week before.
  const day = form.getByLabelText('Fecha del pago');
  await userEvent.clear(day);
  await userEvent.type(day, '13112026');
  await userEvent.type(form.getByLabelText('Referencia'), reference);
  await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
  return { before, form };
};

/** The complejo's twelve months arrive from the mocks, newest first. */
export const Listado: Story = {
  play: async () => {
    const table = await periodsTable();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(13));
    const november = within(table).getAllByRole('row')[1]!;
    await expect(within(november).getByRole('link', { name: 'Noviembre 2026' })).toBeVisible();
    await expect(within(november).getByText('Abierto')).toBeVisible();
  },
};

/** With November closed, December opens: it is first in the list. */
export const NuevoPeríodoQuedaEnElListado: Story = {
  beforeEach: () => {
    db.commonExpenses.find((row) => row.id === OPEN_PERIOD_ID)!.status = 'cerrado';
  },
  play: async () => {
    const loaded = await periodsTable();
    // The dialog starts from the month after the latest, once the list has arrived.
    await waitFor(() => expect(within(loaded).getAllByRole('row')).toHaveLength(13));
    await userEvent.click(page().getAllByRole('button', { name: 'Nuevo período' })[0]!);
    const form = await dialog('Nuevo período');
    await expect(form.getByRole('button', { name: /Período/ })).toHaveTextContent('Diciembre 2026');
    await userEvent.click(form.getByRole('button', { name: 'Crear período' }));
    await expect(await page().findByText(commonExpenseMessages.created)).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const table = await periodsTable();
    await waitFor(() =>
      expect(within(within(table).getAllByRole('row')[1]!).getByRole('link')).toHaveTextContent('Diciembre 2026'),
    );
    await expect(within(within(table).getAllByRole('row')[1]!).getByText('Abierto')).toBeVisible();
  },
};

/** A payment confirmed from the detail: the toast says so and the statement's Pagos rise by it. */
export const PagoConfirmado: Story = {
  play: async () => {
    await openNovember();
    const { before } = await payTorreA101('1500', 'TRF-FLUJO-1');
    const toast = await page().findByText(commonExpenseMessages.paymentConfirmed);
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const paid = Number(before.replace(/[^\d]/g, '')) + 150_000;
    await waitFor(async () =>
      expect(amountIn(await statementRow('Torre A · 101'), 'Pagos')).toBe(formatCurrency(paid)),
    );
  },
};

/** The reference of an earlier payment, for another amount: the server's refusal, in Spanish, on the field. */
export const ReferenciaRepetidaRechazada: Story = {
  play: async () => {
    await openNovember();
    const { form } = await payTorreA101('1234', earlier.reference);
    await expect(
      await form.findByText(commonExpenseMessages.referenceTaken(earlier.reference, earlier.amount)),
    ).toBeVisible();
    await expect(page().getByRole('dialog', { name: 'Registrar pago de Torre A · 101' })).toBeVisible();
  },
};

/** The same payment confirmed twice (same reference and amount): the second is said, as information, and not charged. */
export const PagoRepetidoNoSeCobraDosVeces: Story = {
  play: async () => {
    await openNovember();
    const { before } = await payTorreA101('700', 'TRF-FLUJO-2');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    const paid = formatCurrency(Number(before.replace(/[^\d]/g, '')) + 70_000);
    await waitFor(async () => expect(amountIn(await statementRow('Torre A · 101'), 'Pagos')).toBe(paid));
    await payTorreA101('700', 'TRF-FLUJO-2');
    const toast = await page().findByText(commonExpenseMessages.paymentRepeated);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toast.closest('[data-slot="toast"]')).toHaveAttribute('data-severity', 'info');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(amountIn(await statementRow('Torre A · 101'), 'Pagos')).toBe(paid);
  },
};

/** A filled movements template, as the person saves it from Excel: the headers, then one row per movement. */
const movementsFile = async (rows: (string | number)[][]) => {
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  const headers = movementSheet.columns.map((column) => column.header);
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([headers, ...rows]), movementSheet.sheetName);
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], 'movimientos.xlsx', { type: XLSX_CONTENT_TYPE });
};

/** Opens «Planillas» of Noviembre 2026 and uploads a movements file. */
const importMovements = async (rows: (string | number)[][]) => {
  await openNovember();
  await userEvent.click(await page().findByRole('button', { name: 'Planillas' }));
  const sheets = await dialog('Planillas de Noviembre 2026');
  await userEvent.upload(sheets.getByLabelText('Archivo', { exact: true }), await movementsFile(rows));
  await userEvent.click(sheets.getByRole('button', { name: 'Importar planilla' }));
  return sheets;
};

/** A filled template uploaded through «Planillas»: its rows are the period's movements. */
export const PlanillaImportadaQuedaEnMovimientos: Story = {
  play: async () => {
    const sheets = await importMovements([
      ['10/11/2026', 'Egreso', 'Jardinería', 'Poda de palmeras', 4500],
      ['12/11/2026', 'Ingreso', '', 'Alquiler del salón', '$ 1.200,00'],
    ]);
    await sheets.findByText(commonExpenseMessages.sheetImported('movimientos', 2));
    await userEvent.click(sheets.getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await userEvent.click(await page().findByRole('tab', { name: 'Movimientos' }));
    await page().findByRole('cell', { name: 'Poda de palmeras' });
    await page().findByRole('cell', { name: 'Alquiler del salón' });
  },
};

/** A row the server cannot take: its row and column in Spanish, and nothing of the file is kept. */
export const PlanillaConErroresNoGuardaNada: Story = {
  play: async () => {
    const sheets = await importMovements([
      ['10/11/2026', 'Egreso', 'Jardinería', 'Poda de palmeras', 4500],
      ['31/11/2026', 'Egreso', '', 'Fecha imposible', 100],
    ]);
    await sheets.findByText('Fila 3, columna «Fecha»: La fecha 31/11/2026 no existe.');
    await expect(db.movements.some((movement) => movement.description === 'Poda de palmeras')).toBe(false);
  },
};

/** Torre A · 101's owner paid at a network: the file the network sends, of one line. */
const networkFile = () => {
  const unit = db.apartments.find((apartment) => apartment.buildingId === BUILDING_ID && apartment.number === '101')!;
  const reference = paymentReferenceOf({ buildingId: BUILDING_ID, apartmentId: unit.id, payer: 'propietario' });
  const csv = `Referencia;Fecha;Importe;Comprobante\n${formatPaymentReference(reference)};13/11/2026;2.500,00;AB-FLUJO-1\n`;
  return new File([csv], 'pagos-abitab.csv', { type: 'text/csv' });
};

/** A network's payments file through «Planillas»: the unit's payment is there, and the same file again adds nothing. */
export const PagosDeLaRedUnaSolaVez: Story = {
  play: async () => {
    await openNovember();
    const before = amountIn(await statementRow('Torre A · 101'), 'Pagos');
    const paid = formatCurrency(Number(before.replace(/[^\d]/g, '')) + 250_000);
    for (const message of [
      commonExpenseMessages.paymentsImported(1, 0, []),
      commonExpenseMessages.paymentsImported(0, 1, []),
    ]) {
      await userEvent.click(await page().findByRole('button', { name: 'Planillas' }));
      const sheets = await dialog('Planillas de Noviembre 2026');
      await userEvent.upload(sheets.getByLabelText('Archivo de pagos'), networkFile());
      await userEvent.click(sheets.getByRole('button', { name: 'Importar pagos' }));
      await sheets.findByText(message);
      await userEvent.click(sheets.getAllByRole('button', { name: 'Cerrar' })[0]!);
      await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
      await waitFor(async () => expect(amountIn(await statementRow('Torre A · 101'), 'Pagos')).toBe(paid));
    }
  },
};

/**
 * A closed month's statements as PDF files: generated (the mocks finish a job as it starts), then e-mailed after the
 * question; the month ends «Enviado» and each job shows its whole progress. October, which the demo
 * already sent, is taken back to closed with no PDF, as it was the day it closed.
 */
export const EstadosDeCuentaGeneradosYEnviados: Story = {
  beforeEach: () => {
    db.commonExpenses.find((row) => row.id === OPEN_PERIOD_ID - 1)!.status = 'cerrado';
    for (const detail of db.commonExpenseDetails.filter((row) => row.commonExpenseId === OPEN_PERIOD_ID - 1)) {
      detail.documentKey = null;
      detail.sentAt = null;
    }
  },
  play: async () => {
    await userEvent.click(await within(await periodsTable()).findByRole('link', { name: 'Octubre 2026' }));
    await page().findByRole('heading', { level: 1, name: 'Octubre 2026 · Cerrado' });
    const documents = within(await page().findByRole('region', { name: 'Estados de cuenta en PDF' }));
    await userEvent.click(await documents.findByRole('button', { name: 'Generar estados de cuenta' }));
    const generation = await documents.findByRole('progressbar', { name: /generación/i });
    await waitFor(() =>
      expect(generation.getAttribute('aria-valuenow')).toBe(generation.getAttribute('aria-valuemax')),
    );
    await page().findByRole('heading', { level: 1, name: 'Octubre 2026 · Generado' });

    await userEvent.click(await documents.findByRole('button', { name: 'Enviar por correo' }));
    const question = within(await page().findByRole('alertdialog'));
    await userEvent.click(question.getByRole('button', { name: 'Enviar por correo' }));
    await page().findByRole('heading', { level: 1, name: 'Octubre 2026 · Enviado' });
    const sending = await documents.findByRole('progressbar', { name: /envío/i });
    await waitFor(() => expect(Number(sending.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    await expect(sending.getAttribute('aria-valuenow')).toBe(sending.getAttribute('aria-valuemax'));
    await expect(documents.getByRole('button', { name: 'Enviar a los que faltan' })).toBeVisible();
  },
};
