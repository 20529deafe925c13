import { type CommonExpense, commonExpenseMessages, formatCurrency, refusals } from '@horizontal/domain';
import { commonExpenseDetailFixtures, commonExpenseRows, movementFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body } from '../../shared/stories/lists';
import { ClosureNew, noOpenMonth } from './ClosureNew';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Parque Batlle's periods as the mocks answer them: with their month's movements and statements added up. */
const periods: CommonExpense[] = ofBuilding(commonExpenseRows)
  .map((row) => {
    const movements = movementFixtures.filter((line) => line.commonExpenseId === row.id);
    const details = commonExpenseDetailFixtures.filter((detail) => detail.commonExpenseId === row.id);
    return {
      ...row,
      income: sum(movements.filter((line) => line.type === 'ingreso').map((line) => line.amount)),
      expense: sum(movements.filter((line) => line.type === 'egreso').map((line) => line.amount)),
      units: new Set(details.map((detail) => detail.apartmentId)).size,
      commonExpenses: sum(details.map((detail) => detail.commonExpenses)),
      extraFee: sum(details.map((detail) => detail.extraFee)),
      totalPeriod: sum(details.map((detail) => detail.totalPeriod)),
      payments: sum(details.map((detail) => detail.payments)),
      totalDebt: sum(details.map((detail) => detail.totalDebt)),
    };
  })
  .reverse();
/** Noviembre 2026, the month still open. */
const open = periods.find((period) => period.status === 'borrador')!;

const meta = {
  title: 'Pantallas/Gastos comunes/ClosureNew',
  component: ClosureNew,
  args: {
    state: { status: 'ready', commonExpenses: periods },
    onRetry: fn(),
    onClose: fn(answer(ok(commonExpenseMessages.closed(open.period)))),
    onClosed: fn(),
    onCancel: fn(),
    periodsHref: '/gastoscomunes/listado',
    onNavigate: fn(),
  },
} satisfies Meta<typeof ClosureNew>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmClosing = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar Noviembre 2026' }));
  const dialog = await body().findByRole('alertdialog', { name: '¿Cerrar Noviembre 2026?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar Noviembre 2026' }));
  return dialog;
};

/** The open month, what it holds so far and what closing it does; confirmed, the page gets the server's answer. */
export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Noviembre 2026' })).toBeVisible();
    await expect(canvas.getByText(formatCurrency(open.income))).toBeVisible();
    await expect(canvas.getByText(formatCurrency(open.expense))).toBeVisible();
    await expect(canvas.getByText(formatCurrency(open.income - open.expense))).toBeVisible();
    await expect(
      canvas.getByText(`Calcula el estado de cuenta de las ${open.units} unidades`, { exact: false }),
    ).toBeVisible();
    await expect(canvas.getByText('10/12/2026')).toBeVisible();
    const dialog = await confirmClosing(canvasElement);
    await expect(dialog).toHaveTextContent(
      'Esta acción no se puede deshacer: las correcciones van en el mes siguiente.',
    );
    await expect(args.onClose).toHaveBeenCalledWith(open);
    await waitFor(() => expect(args.onClosed).toHaveBeenCalledWith(commonExpenseMessages.closed(open.period)));
  },
};

/** The dialog asks first: Cancelar closes nothing. */
export const CancelarElCierre: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar Noviembre 2026' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Cerrar Noviembre 2026?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The server refuses while the coefficients do not add up to 100 %, and says by how much. */
export const CoeficientesNoSuman100: Story = {
  args: { onClose: fn(answer(failure(commonExpenseMessages.coefficientsOff(99.5)))) },
  play: async ({ args, canvasElement }) => {
    await confirmClosing(canvasElement);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cerrar Noviembre 2026');
    await expect(alert).toHaveTextContent(commonExpenseMessages.coefficientsOff(99.5));
    await expect(alert).toHaveTextContent('faltan 0,5000 puntos');
    await expect(args.onClosed).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** An earlier month still open: months close in order. */
export const CerrarEnOrden: Story = {
  args: { onClose: fn(answer(failure(commonExpenseMessages.closeInOrder('2026-10')))) },
  play: async ({ canvasElement }) => {
    await confirmClosing(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      commonExpenseMessages.closeInOrder('2026-10'),
    );
  },
};

/** Every month closed: nothing to close, and the way to open the next one. */
export const SinMesAbierto: Story = {
  args: { state: { status: 'ready', commonExpenses: periods.filter((period) => period.status !== 'borrador') } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: noOpenMonth.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Cerrar / })).toBeNull();
    const link = canvas.getByRole('link', { name: 'Ir a Gastos comunes' });
    await expect(link).toHaveAttribute('href', '/gastoscomunes/listado');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/gastoscomunes/listado');
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando el mes abierto…');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
