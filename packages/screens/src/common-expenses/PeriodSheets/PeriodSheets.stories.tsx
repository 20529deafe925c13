import {
  commonExpenseMessages,
  paymentsFileColumns,
  paymentsFileLimits,
  readPaymentReference,
  refusals,
  sheetLimits,
} from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok, pending } from '../../shared/stories/answers';
import { closedPeriod, openPeriod } from '../stories/data';
import { openDialog } from '../stories/dialog';
import { importClosedNotice, PeriodSheets } from './PeriodSheets';

const meta = {
  title: 'Pantallas/Gastos comunes/Planillas',
  component: PeriodSheets,
  args: {
    period: openPeriod,
    onDownloadTemplate: fn(answer(ok())),
    onImport: fn(answer(ok(commonExpenseMessages.sheetImported('movimientos', 12)))),
    onImportPayments: fn(answer(ok(commonExpenseMessages.paymentsImported(3, 0, [])))),
    onExport: fn(answer(ok())),
    onClose: fn(),
  },
} satisfies Meta<typeof PeriodSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

type Dialog = ReturnType<typeof within>;

/** Noviembre 2026, the open month of the mocks. */
const dialog = () => openDialog('Planillas de Noviembre 2026');

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const workbook = (name = 'movimientos.xlsx', size = 12_000) =>
  new File([new Uint8Array(size)], name, { type: xlsxType });

const importButton = (form: Dialog) => form.getByRole('button', { name: /Importar planilla/ });

/** The footer's «Cerrar», which comes before the corner's (named «Cerrar» too). */
const closeButton = (form: Dialog) => form.getAllByRole('button', { name: 'Cerrar' })[0]!;

/** The movements of the month, chosen and sent. */
const importMovements = async (form: Dialog, file = workbook()) => {
  await userEvent.upload(form.getByLabelText('Archivo'), file);
  await userEvent.click(importButton(form));
  return file;
};

/** A network's file, as it comes: the headers line (the mocks answer for its lines). */
const paymentsFile = (name = 'pagos.csv', content = 'Referencia;Fecha;Importe;Comprobante\n') =>
  new File([content], name, { type: 'text/csv' });

const paymentsButton = (form: Dialog) => form.getByRole('button', { name: /Importar pagos/ });

/** The network's file, chosen and sent. */
const importPayments = async (form: Dialog, file = paymentsFile()) => {
  await userEvent.upload(form.getByLabelText('Archivo de pagos'), file);
  await userEvent.click(paymentsButton(form));
  return file;
};

/** The reader's own words for a reference that is not 14 digits, rather than a copy that could drift from them. */
const shortReference = (() => {
  const read = readPaymentReference('123');
  return read.ok ? '' : read.message;
})();

const notTakenLines = [
  { line: 4, reference: '00001000012317', reason: commonExpenseMessages.unknownAccount },
  { line: 6, reference: '123', reason: shortReference },
];

const rowProblems = [
  { row: 4, column: 'Importe', message: 'El importe tiene más de dos decimales.' },
  { row: 7, column: 'Tipo', message: 'Escriba Ingreso o Egreso.' },
  { row: 9, column: 'Fecha', message: 'Falta la fecha.' },
];

/** The open month: both templates to fill and import, the network's payments to confirm, and the month to download. */
export const Abierto: Story = {
  // Drawn at 360, 768 and 1366 px too: on a phone the dialog takes the screen, each section in one column.
  tags: ['widths'],
  play: async ({ args }) => {
    const form = await dialog();
    await expect(form.getByRole('group', { name: 'Importar' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Pagos de la red de cobranza' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Exportar el mes' })).toBeVisible();
    const columns = within(form.getByRole('list', { name: /Un archivo CSV separado por «;» o por «,»/ }));
    await expect(columns.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      paymentsFileColumns.map((column) => `${column.header} — ${column.hint}`),
    );
    await expect(form.getByLabelText('Archivo de pagos')).toHaveAccessibleDescription(
      'Archivo CSV (.csv) de hasta 2 MB.',
    );
    await expect(form.getByLabelText('Archivo de pagos')).toHaveAttribute('accept', '.csv');
    await expect(form.getByRole('radio', { name: 'Movimientos' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Detalle de unidades' })).toHaveAccessibleDescription(
      'Columnas: Torre, Unidad, Pagador, Saldo inicial, Áreas comunes.',
    );
    await userEvent.click(form.getByRole('radio', { name: 'Detalle de unidades' }));
    await userEvent.click(form.getByRole('button', { name: /Descargar plantilla/ }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith('detalle');
    await expect(form.getByLabelText('Nombre del archivo')).toHaveValue('gastos-comunes-2026-11');
    await userEvent.click(form.getByRole('button', { name: /Descargar planilla del mes/ }));
    await expect(args.onExport).toHaveBeenCalledWith('gastos-comunes-2026-11');
    await waitFor(() =>
      expect(form.getByRole('button', { name: /Descargar planilla del mes/ })).not.toHaveAttribute('aria-busy'),
    );
  },
};

/** A closed month is only downloaded: its rows are fixed, and the dialog says why there is no import. */
export const Cerrado: Story = {
  args: { period: closedPeriod },
  play: async ({ args }) => {
    const form = await openDialog('Planillas de Marzo 2026');
    await expect(form.getByText(importClosedNotice)).toBeVisible();
    await expect(form.queryByRole('button', { name: /Importar planilla/ })).toBeNull();
    await expect(form.queryByLabelText('Archivo')).toBeNull();
    await expect(form.queryByRole('button', { name: /Importar pagos/ })).toBeNull();
    await expect(form.queryByLabelText('Archivo de pagos')).toBeNull();
    await expect(form.getByLabelText('Nombre del archivo')).toHaveValue('gastos-comunes-2026-03');
    await userEvent.click(closeButton(form));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A profile that may read the period but not write it: only the export, with no word about importing. */
export const SoloExportar: Story = {
  args: { onImport: undefined, onImportPayments: undefined },
  play: async () => {
    const form = await dialog();
    await expect(form.getByRole('group', { name: 'Exportar el mes' })).toBeVisible();
    await expect(form.queryByRole('group', { name: 'Importar' })).toBeNull();
    await expect(form.queryByRole('group', { name: 'Pagos de la red de cobranza' })).toBeNull();
    await expect(form.queryByText(importClosedNotice)).toBeNull();
  },
};

/** Nothing goes up until the file is a workbook within the limit: each problem under the field. */
export const ArchivoInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const file = form.getByLabelText('Archivo');
    await userEvent.click(importButton(form));
    await expect(file).toHaveAccessibleDescription(/Elija el archivo de la planilla\./);
    await expect(file).toHaveFocus();
    // The picker offers only .xlsx; a file dropped on it or picked with «Todos los archivos» is not.
    await userEvent.setup({ applyAccept: false }).upload(file, new File(['Fecha;Tipo'], 'movimientos.csv'));
    await expect(file).toHaveAccessibleDescription(/Elija un libro de Excel \(\.xlsx\)\./);
    await userEvent.upload(file, workbook('movimientos-del-año.xlsx', sheetLimits.bytes + 1));
    await expect(file).toHaveAccessibleDescription(/El archivo pesa más de 2 MB\./);
    await userEvent.click(importButton(form));
    await expect(args.onImport).not.toHaveBeenCalled();
    await expect(await form.findByText('El archivo pesa más de 2 MB.')).toBeVisible();
  },
};

/** The server read every row: the answer says how many, and the file is cleared so it is not sent twice. */
export const Importada: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const file = await importMovements(form);
    await expect(args.onImport).toHaveBeenCalledWith('movimientos', file);
    const done = await form.findByText(commonExpenseMessages.sheetImported('movimientos', 12));
    await expect(done.closest('[role="status"]')).not.toBeNull();
    await expect((form.getByLabelText('Archivo') as HTMLInputElement).files).toHaveLength(0);
    await expect(
      within(form.getByRole('group', { name: 'Importar' })).getByText('Ningún archivo elegido'),
    ).toBeVisible();
  },
};

/** Some rows are wrong, so none went in: the summary, and each row's problem to correct in the file. */
export const ImportaciónRechazada: Story = {
  args: { onImport: fn(answer(failure(commonExpenseMessages.sheetInvalid(rowProblems)))) },
  play: async () => {
    const form = await dialog();
    const file = await importMovements(form);
    const refusal = await form.findByRole('alert');
    // The file stays chosen, to send again once corrected.
    await expect(form.getByText(file.name)).toBeVisible();
    const [summary, ...lines] = commonExpenseMessages.sheetInvalid(rowProblems).split('\n');
    await expect(refusal).toHaveTextContent(summary!);
    const items = await within(refusal).findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(lines);
    await waitFor(() => expect(items.at(-1)).toBeVisible());
  },
};

/** While the file is read the import cannot be sent again, nor the dialog closed over it. */
export const Importando: Story = {
  args: { onImport: fn(pending()) },
  play: async ({ args }) => {
    const form = await dialog();
    await importMovements(form);
    await expect(importButton(form)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(importButton(form));
    await expect(args.onImport).toHaveBeenCalledOnce();
    await expect(closeButton(form)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(importButton(form)).toHaveAttribute('aria-busy', 'true');
  },
};

/** Every line of the network's file was taken: the answer says how many, and the file is cleared. */
export const PagosImportados: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const file = await importPayments(form);
    await expect(args.onImportPayments).toHaveBeenCalledWith(file);
    const done = await form.findByText(commonExpenseMessages.paymentsImported(3, 0, []));
    await expect(done.closest('[role="status"]')).not.toBeNull();
    await expect(form.queryByText('Líneas que no se tomaron')).toBeNull();
    await expect((form.getByLabelText('Archivo de pagos') as HTMLInputElement).files).toHaveLength(0);
    const section = within(form.getByRole('group', { name: 'Pagos de la red de cobranza' }));
    await waitFor(() => expect(section.getByText('Ningún archivo elegido')).toBeVisible());
  },
};

/**
 * The rest went in, but some lines were not taken: the summary as done, and apart, each line with its reference and
 * why, to follow up with the network or the resident.
 */
export const PagosConLíneasRechazadas: Story = {
  args: {
    onImportPayments: fn(answer(ok(commonExpenseMessages.paymentsImported(2, 1, notTakenLines)))),
  },
  play: async ({ args }) => {
    const form = await dialog();
    const file = await importPayments(form);
    await expect(args.onImportPayments).toHaveBeenCalledWith(file);
    const [summary, ...lines] = commonExpenseMessages.paymentsImported(2, 1, notTakenLines).split('\n');
    const done = await form.findByText(summary!);
    await expect(done.closest('[role="status"]')).not.toBeNull();
    const warning = await form.findByRole('alert');
    await expect(within(warning).getByText('Líneas que no se tomaron')).toBeVisible();
    const items = within(warning).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(lines);
    await expect(items[0]).toHaveTextContent('Línea 4 (0000 1000 0123 17): Ninguna cuenta de este complejo');
    await expect((form.getByLabelText('Archivo de pagos') as HTMLInputElement).files).toHaveLength(0);
    await waitFor(() => expect(items.at(-1)).toBeVisible());
  },
};

/** The file could not be read as a payments file, so nothing was confirmed: the refusal, and the file kept chosen. */
export const PagosRechazados: Story = {
  args: { onImportPayments: fn(answer(failure(commonExpenseMessages.paymentsFileHeaders))) },
  play: async () => {
    const form = await dialog();
    const file = await importPayments(form);
    const refusal = await form.findByRole('alert');
    await expect(refusal).toHaveTextContent(commonExpenseMessages.paymentsFileHeaders);
    await expect(within(refusal).queryByRole('list')).toBeNull();
    await expect(form.getByText(file.name)).toBeVisible();
    await waitFor(() => expect(refusal).toBeVisible());
  },
};

/** Nothing goes up until the file is a CSV within the limit: each problem under the field. */
export const ArchivoDePagosInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const file = form.getByLabelText('Archivo de pagos');
    await userEvent.click(paymentsButton(form));
    await expect(file).toHaveAccessibleDescription(/Elija el archivo de pagos\./);
    await expect(file).toHaveFocus();
    // The picker offers only .csv; a workbook dropped on it or picked with «Todos los archivos» is not.
    await userEvent.setup({ applyAccept: false }).upload(file, workbook('pagos.xlsx'));
    await expect(file).toHaveAccessibleDescription(/Elija un archivo CSV \(\.csv\)\./);
    await userEvent.upload(file, paymentsFile('pagos-del-año.csv', 'x'.repeat(paymentsFileLimits.bytes + 1)));
    await expect(file).toHaveAccessibleDescription(/El archivo pesa más de 2 MB\./);
    await userEvent.click(paymentsButton(form));
    await expect(args.onImportPayments).not.toHaveBeenCalled();
    await expect(args.onImport).not.toHaveBeenCalled();
    await expect(await form.findByText('El archivo pesa más de 2 MB.')).toBeVisible();
  },
};

/** While the payments are confirmed the file cannot be sent again, nor the dialog closed over it. */
export const ImportandoPagos: Story = {
  args: { onImportPayments: fn(pending()) },
  play: async ({ args }) => {
    const form = await dialog();
    await importPayments(form);
    await expect(paymentsButton(form)).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(paymentsButton(form));
    await expect(args.onImportPayments).toHaveBeenCalledOnce();
    await expect(closeButton(form)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(paymentsButton(form)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The file name is checked as the server checks it, in its words. */
export const NombreInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const name = form.getByLabelText('Nombre del archivo');
    await userEvent.clear(name);
    await userEvent.type(name, 'noviembre/2026');
    await userEvent.click(form.getByRole('button', { name: /Descargar planilla del mes/ }));
    await expect(name).toHaveAccessibleDescription(/El nombre del archivo no puede contener/);
    await expect(args.onExport).not.toHaveBeenCalled();
    // The click scrolled the button into view while the error line was being added above it: where the dialog's
    // body came to rest depended on which came first. The last frame shows the field and its message, centred.
    name.scrollIntoView({ block: 'center' });
  },
};

export const ExportaciónRechazada: Story = {
  args: { onExport: fn(answer(failure(commonExpenseMessages.notFound))) },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: /Descargar planilla del mes/ }));
    await expect(args.onExport).toHaveBeenCalledWith('gastos-comunes-2026-11');
    await expect(await form.findByText(commonExpenseMessages.notFound)).toBeVisible();
  },
};

export const PlantillaNoDescargada: Story = {
  args: { onDownloadTemplate: fn(answer(failure(refusals.unexpected))) },
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: /Descargar plantilla/ }));
    await expect(args.onDownloadTemplate).toHaveBeenCalledWith('movimientos');
    await expect(await form.findByText(refusals.unexpected)).toBeVisible();
  },
};
