import {
  commonExpenseMessages,
  compareSpanish,
  type DebtRow,
  formatCurrency,
  overdueOf,
  refusals,
} from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { body, openRowAction } from '../../shared/stories/lists';
import { demoDebt, demoPriceIndex } from '../stories/debt-demo';
import { accountLabel, DebtList } from './DebtList';

const overdue = demoDebt.rows.filter((row) => overdueOf(row) > 0);
/** The account that owes the most: Torre A · 401, Romina Ferreira. */
const largest = [...demoDebt.rows].sort((a, b) => b.total - a.total)[0]!;
const sum = (rows: readonly DebtRow[], figure: (row: DebtRow) => number) =>
  rows.reduce((total, row) => total + figure(row), 0);

const meta = {
  title: 'Pantallas/Gastos comunes/DebtList',
  component: DebtList,
  args: {
    state: { status: 'ready', debt: demoDebt },
    onRetry: fn(),
    certificateHref: (row) => `/gastoscomunes/deuda?certificado=${row.detailId}`,
    onCertificate: fn(),
    priceIndex: {
      state: { status: 'ready', months: demoPriceIndex },
      onRetry: fn(),
      onSave: fn(answer(ok(commonExpenseMessages.priceIndexSaved))),
    },
    sheetOwner: 'Complejo Parque Batlle',
    today: new Date(2026, 10, 20),
  },
} satisfies Meta<typeof DebtList>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Deuda' });

/** The demo's day: the accounts with overdue debt, the largest first, and the IPC of October still missing. */
export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Al 20/11/2026 · Mora: Ley 19.604 (reajuste por IPC y 12 % anual)')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'El IPC de Octubre 2026 todavía no se publicó: se usa el de Julio 2026 hasta que lo cargue.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Solo con deuda vencida' })).toBeChecked();
    const rows = within(table(canvasElement)).getAllByRole('row');
    await expect(rows).toHaveLength(overdue.length + 1);
    await expect(rows[1]).toHaveTextContent('Torre A · 401');
    await expect(rows[1]).toHaveTextContent(formatCurrency(largest.total));
    await expect(rows[1]).toHaveTextContent('10/01/2026');
    for (const header of [
      'Capital',
      'Recargo',
      'Total',
      'A vencer',
      '0 a 30 días',
      '31 a 60 días',
      '61 a 90 días',
      'Más de 90 días',
      'Vence desde',
    ]) {
      await expect(within(table(canvasElement)).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible();
    }
    const totals = canvas.getByRole('region', { name: `Totales de las ${overdue.length} cuentas con deuda vencida` });
    await expect(totals).toHaveTextContent(formatCurrency(sum(overdue, (row) => row.total)));
    await expect(totals).toHaveTextContent(formatCurrency(sum(overdue, (row) => row.aging.over90)));
    // The unit leads to its certificate, and so does the row's action.
    const unit = within(rows[1]!).getByRole('link', { name: 'Torre A · 401' });
    await expect(unit).toHaveAttribute('href', `/gastoscomunes/deuda?certificado=${largest.detailId}`);
    await openRowAction(canvasElement, 'Torre A · 401', 'Certificado de deuda');
    await expect(args.onCertificate).toHaveBeenCalledWith(largest);
  },
};

/** Unticking the filter shows every account, the ones not due yet too; the totals follow. */
export const TodasLasCuentas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Solo con deuda vencida' }));
    await expect(
      canvas.getByRole('region', { name: `Totales de las ${demoDebt.rows.length} cuentas` }),
    ).toHaveTextContent(formatCurrency(sum(demoDebt.rows, (row) => row.total)));
    // A page of 25 and the header.
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(26));
  },
};

export const Ordenar: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Unidad/ }));
    const rows = within(table(canvasElement)).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(overdue.map(accountLabel).sort(compareSpanish)[0]!);
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en deuda' }), 'Romina');
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(2));
    await expect(table(canvasElement)).toHaveTextContent('Romina Ferreira');
  },
};

/** A tenant's account beside the owner's, and one paid ahead: its total is in its favour, with a minus sign. */
export const InquilinoYSaldoAFavor: Story = {
  args: {
    state: {
      status: 'ready',
      debt: {
        ...demoDebt,
        rows: [
          ...demoDebt.rows,
          {
            ...largest,
            detailId: 9_001,
            payer: 'inquilino',
            billedTo: 'Lucía Fernández',
            capital: 0,
            surcharge: 0,
            credit: 250_000,
            total: -250_000,
            aging: { notDue: 0, upTo30: 0, upTo60: 0, upTo90: 0, over90: 0 },
            oldestDueDate: null,
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Solo con deuda vencida' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en deuda' }), 'Lucía');
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(2));
    const row = within(table(canvasElement)).getAllByRole('row')[1]!;
    await expect(row).toHaveTextContent('Torre A · 401 (inquilino)');
    await expect(row).toHaveTextContent('Lucía Fernández (Inquilino)');
    await expect(within(row).getByText('-$ 2.500,00')).toBeVisible();
  },
};

/** With the IPC published, there is nothing to warn: the table of the index is at the top. */
export const ÍndicePublicado: Story = {
  args: { state: { status: 'ready', debt: { ...demoDebt, indexUsed: { period: '2026-10', estimated: false } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Índice de precios' })).toBeVisible();
  },
};

/** Under the bylaws' rule the line says so. */
export const SegúnReglamento: Story = {
  args: { state: { status: 'ready', debt: { ...demoDebt, lateFeeRule: 'reglamento' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Al 20/11/2026 · Mora: según el reglamento de copropiedad'),
    ).toBeVisible();
  },
};

const pickMonth = async (label: string, year: number, month: string) => {
  await userEvent.click(body().getByRole('button', { name: new RegExp(`^${label}`) }));
  const picker = await body().findByRole('dialog', { name: label });
  const shown = () => Number(within(picker).getByText(/^\d{4}$/).textContent);
  while (shown() !== year) {
    await userEvent.click(
      within(picker).getByRole('button', { name: shown() > year ? 'Año anterior' : 'Año siguiente' }),
    );
  }
  await userEvent.click(within(picker).getByRole('button', { name: `${month} ${year}` }));
};

const openIndex = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Índice de precios' }));
  const dialog = await body().findByRole('dialog', { name: 'Índice de precios' });
  // The dialog fades in: what it holds is read once it shows.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const fillOctober = async (dialog: HTMLElement) => {
  await pickMonth('Mes', 2026, 'Octubre');
  await userEvent.type(within(dialog).getByLabelText('Valor'), '118,9123');
  await userEvent.type(within(dialog).getByLabelText('Fuente'), 'INE, IPC de octubre de 2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar mes' }));
};

/** The alert's button opens the IPC table; October is added with its value and source. */
export const CargarElIPC: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openIndex(canvasElement);
    const months = within(within(dialog).getByRole('table', { name: 'Meses del índice' })).getAllByRole('row');
    await expect(months).toHaveLength(demoPriceIndex.length + 1);
    // Oldest first.
    await expect(months[1]).toHaveTextContent('Agosto 2025');
    await expect(months[1]).toHaveTextContent('113,3291');
    await expect(months.at(-1)).toHaveTextContent('Julio 2026');
    await fillOctober(dialog);
    await expect(args.priceIndex!.onSave).toHaveBeenCalledWith({
      period: '2026-10',
      value: 118.9123,
      source: 'INE, IPC de octubre de 2026',
    });
    await expect(await within(dialog).findByText(commonExpenseMessages.priceIndexSaved)).toBeVisible();
    await expect(within(dialog).getByLabelText('Valor')).toHaveValue('');
  },
};

/** The form says what is missing before anything is sent. */
export const IPCIncompleto: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openIndex(canvasElement);
    await userEvent.type(within(dialog).getByLabelText('Valor'), '118,91234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar mes' }));
    await expect(await within(dialog).findByText('Seleccione el mes del índice.')).toBeVisible();
    await expect(within(dialog).getByText('El índice admite hasta cuatro decimales.')).toBeVisible();
    await expect(
      within(dialog).getByText('Ingrese de dónde sale el valor (por ejemplo, la publicación del INE).'),
    ).toBeVisible();
    await expect(args.priceIndex!.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses the month: its words, in the dialog. */
export const IPCRechazado: Story = {
  args: {
    priceIndex: {
      state: { status: 'ready', months: demoPriceIndex },
      onRetry: fn(),
      onSave: fn(answer(failure(refusals.noFunctionality))),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openIndex(canvasElement);
    await fillOctober(dialog);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo guardar');
    await expect(alert).toHaveTextContent(refusals.noFunctionality);
  },
};

/** A profile that reads Deuda but whose IPC table is read-only: the table, no form. */
export const IPCSoloConsulta: Story = {
  args: { priceIndex: { state: { status: 'ready', months: demoPriceIndex }, onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const dialog = await openIndex(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('table', { name: 'Meses del índice' })).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Guardar mes' })).toBeNull();
  },
};

export const IPCSinCargar: Story = {
  args: {
    priceIndex: { state: { status: 'error', message: refusals.unexpected }, onRetry: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openIndex(canvasElement);
    await waitFor(() => expect(within(dialog).getByText(refusals.unexpected)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await expect(args.priceIndex!.onRetry).toHaveBeenCalledOnce();
  },
};

/** A large complejo: 2.000 accounts in debt are paged, 25 at a time, and still searched and summed whole. */
export const DosMilCuentas: Story = {
  args: {
    state: {
      status: 'ready',
      debt: {
        ...demoDebt,
        rows: Array.from({ length: 2_000 }, (_, index) => {
          const row = overdue[index % overdue.length]!;
          return {
            ...row,
            detailId: 10_000 + index,
            apartment: String(100 + index),
            tower: `Torre ${String.fromCharCode(65 + (index % 20))}`,
          };
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Totales de las 2000 cuentas con deuda vencida' })).toBeVisible();
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(26);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en deuda' }), 'Torre C · 2002');
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(2));
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', debt: { ...demoDebt, indexUsed: null, rows: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ninguna cuenta debe gastos comunes' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Every account up to date: the filter leaves nothing, and says how to see the rest. */
export const SinDeudaVencida: Story = {
  args: {
    state: { status: 'ready', debt: { ...demoDebt, rows: demoDebt.rows.filter((row) => overdueOf(row) === 0) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ninguna cuenta tiene deuda vencida')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Solo con deuda vencida' }));
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(26));
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
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
