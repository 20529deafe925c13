import { commonExpenseMessages, formatCurrency, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { openRowAction, rowMenuLabels } from '../../shared/stories/lists';
import { closedNotice } from '../labels';
import { closedPeriod, movementsOf, openPeriod, statementsOf, storyToday } from '../stories/data';
import { openDialog } from '../stories/dialog';
import { CommonExpenseDetail } from './CommonExpenseDetail';

const statements = statementsOf(openPeriod.id);
const tenant = statements.find((row) => row.payer === 'inquilino')!;
const first = statements[0]!;

const meta = {
  title: 'Pantallas/Gastos comunes/CommonExpenseDetail',
  component: CommonExpenseDetail,
  args: {
    period: { status: 'ready', commonExpense: openPeriod },
    statements: { status: 'ready', commonExpensesDetail: statements },
    movements: { status: 'ready', movements: movementsOf(openPeriod.id) },
    onRetry: fn(),
    onBack: fn(),
    onConfirmPayment: fn(answer(ok(commonExpenseMessages.paymentConfirmed))),
    onAddMovements: fn(answer(ok(commonExpenseMessages.movementsSaved))),
    today: storyToday,
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof CommonExpenseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cell of the totals row, by its column. */
const totalOf = (row: HTMLElement, column: string) => row.querySelector(`[data-label="${column}"]`);

const statementsTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Estados de cuenta' });

export const Abierto: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Noviembre 2026 · Abierto' })).toBeVisible();
    await expect(canvas.getByText('Vence el 10/12/2026.')).toBeVisible();
    const figures = within(canvas.getByRole('region', { name: 'Cifras del período' }));
    await expect(figures.getByText(formatCurrency(openPeriod.totalDebt))).toBeVisible();
    await expect(canvas.queryByText(closedNotice)).toBeNull();
    const table = within(statementsTable(canvasElement));
    // The tenant's statement says whom it is billed to.
    await expect(table.getAllByText('Inquilino').length).toBeGreaterThan(0);
    const totals = table.getByRole('row', { name: /^Totales/ });
    await expect(totalOf(totals, 'Deuda total')).toHaveTextContent(formatCurrency(openPeriod.totalDebt));
    await expect(totalOf(totals, 'Pagos')).toHaveTextContent(formatCurrency(openPeriod.payments));
    await expect(within(totals).getByText(`${statements.length} estados de cuenta`)).toBeVisible();
  },
};

/** The search filters by unit or name, and the totals follow what it leaves. */
export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en estados de cuenta' }), tenant.billedTo!);
    const totals = () => within(statementsTable(canvasElement)).getByRole('row', { name: /^Totales/ });
    await waitFor(() => expect(within(totals()).getByText('1 estado de cuenta')).toBeVisible());
    await expect(totalOf(totals(), 'Deuda total')).toHaveTextContent(formatCurrency(tenant.totalDebt));
  },
};

export const RegistrarPago: Story = {
  play: async ({ args, canvasElement }) => {
    const label = `${first.tower} · ${first.apartment}`;
    await openRowAction(canvasElement, label, 'Registrar pago');
    const form = await openDialog(`Registrar pago de ${label}`);
    await userEvent.type(form.getByLabelText('Importe'), '5000');
    await userEvent.type(form.getByLabelText('Referencia'), 'TRF-9001');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
    await expect(args.onConfirmPayment).toHaveBeenCalledWith(first, {
      amount: 500_000,
      paidOn: '2026-11-20',
      method: 'transferencia',
      reference: 'TRF-9001',
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Back on the row it was opened from, to go on with the next unit.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: `Acciones para ${label}` })).toHaveFocus(),
    );
  },
};

/** The same reference with another amount: the server's words, on the reference. */
export const PagoRechazado: Story = {
  args: { onConfirmPayment: fn(answer(failure(commonExpenseMessages.referenceTaken('TRF-1', 120000)))) },
  play: async ({ canvasElement }) => {
    const label = `${first.tower} · ${first.apartment}`;
    await openRowAction(canvasElement, label, 'Registrar pago');
    const form = await openDialog(`Registrar pago de ${label}`);
    await userEvent.type(form.getByLabelText('Importe'), '900');
    await userEvent.type(form.getByLabelText('Referencia'), 'TRF-1');
    await userEvent.click(form.getByRole('button', { name: 'Confirmar pago' }));
    const refusal = await form.findByText(commonExpenseMessages.referenceTaken('TRF-1', 120000));
    await expect(refusal).toBeVisible();
    // The refusal is the reference's: the form takes the person there, and the shot shows it in the middle.
    await waitFor(() => expect(form.getByLabelText('Referencia')).toHaveFocus());
    refusal.scrollIntoView({ block: 'center' });
  },
};

export const Movimientos: Story = {
  args: { tab: 'movimientos' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Movimientos' }));
    await expect(table.getAllByRole('row')).toHaveLength(movementsOf(openPeriod.id).length + 1);
    const totals = within(canvas.getByRole('region', { name: 'Totales de los movimientos' }));
    await expect(totals.getByText(formatCurrency(openPeriod.income))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar movimiento' }));
    const form = await openDialog('Agregar movimiento');
    await userEvent.click(form.getByRole('radio', { name: /Egreso/ }));
    await userEvent.type(form.getByLabelText('Descripción'), 'Reparación del portón');
    await userEvent.type(form.getByLabelText('Importe'), '7800');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onAddMovements).toHaveBeenCalledWith([
      { date: '2026-11-20', type: 'egreso', category: '', description: 'Reparación del portón', amount: 780_000 },
    ]);
  },
};

/** A closed month: its figures are fixed, so no payment or movement is offered. */
export const Cerrado: Story = {
  args: {
    period: { status: 'ready', commonExpense: closedPeriod },
    statements: { status: 'ready', commonExpensesDetail: statementsOf(closedPeriod.id) },
    movements: { status: 'ready', movements: movementsOf(closedPeriod.id) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marzo 2026 · Cerrado' })).toBeVisible();
    await expect(canvas.getByText(closedNotice)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Acciones para/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Movimientos' }));
    await expect(await canvas.findByRole('table', { name: 'Movimientos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agregar movimiento' })).toBeNull();
  },
};

/** A profile that reads the period but may not confirm payments or add movements. */
export const SoloConsulta: Story = {
  args: { onConfirmPayment: undefined, onAddMovements: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Acciones para/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Movimientos' }));
    await expect(await canvas.findByRole('table', { name: 'Movimientos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agregar movimiento' })).toBeNull();
  },
};

export const Cargando: Story = {
  args: { period: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando el período…');
  },
};

/** The period arrived, its statements are on their way. */
export const EstadosCargando: Story = {
  args: { statements: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(statementsTable(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

export const SinMovimientos: Story = {
  args: { tab: 'movimientos', movements: { status: 'ready', movements: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Todavía no hay movimientos')).toBeVisible();
    await expect(canvas.getByText('Agregue los ingresos y egresos del mes desde Agregar movimiento.')).toBeVisible();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { period: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EstadosConError: Story = {
  args: { statements: { status: 'error', message: commonExpenseMessages.notFound } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(commonExpenseMessages.notFound)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A stale or typed link: the period does not exist, so the way back is offered. */
export const NoExiste: Story = {
  args: { period: { status: 'missing', message: commonExpenseMessages.notFound } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(commonExpenseMessages.notFound)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al listado' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const MenúDeLaFila: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, `${tenant.tower} · ${tenant.apartment} (inquilino)`)).toEqual([
      'Registrar pago',
    ]);
  },
};

/** «Planillas» opens the templates and the month's export over the detail, and gives the focus back on leaving. */
export const Planillas: Story = {
  args: {
    sheets: {
      onDownloadTemplate: fn(answer(ok())),
      onImport: fn(answer(ok(commonExpenseMessages.sheetImported('movimientos', 12)))),
      onExport: fn(answer(ok())),
    },
  },
  play: async ({ canvasElement }) => {
    const planillas = within(canvasElement).getByRole('button', { name: 'Planillas' });
    await userEvent.click(planillas);
    const sheets = await openDialog('Planillas de Noviembre 2026');
    await expect(sheets.getByRole('radio', { name: 'Movimientos' })).toBeChecked();
    await expect(sheets.getByLabelText('Nombre del archivo')).toHaveValue('gastos-comunes-2026-11');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(planillas).toHaveFocus());
  },
};
