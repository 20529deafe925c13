import { addPeriods, formatCurrency, refusals } from '@horizontal/domain';
import { closureFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ofBuilding } from '../../shared/stories/demo';
import { MonthlyTotals, monthlyTotalsEmpty } from './MonthlyTotals';
import { totalsOf } from './monthly-totals';

/** Parque Batlle's eleven closed months, Diciembre 2025 to Octubre 2026. */
const closures = ofBuilding(closureFixtures);

const meta = {
  title: 'Pantallas/Gastos comunes/MonthlyTotals',
  component: MonthlyTotals,
  args: { state: { status: 'ready', closures }, onRetry: fn() },
} satisfies Meta<typeof MonthlyTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img');
    await expect(chart).toHaveAccessibleName(
      /^Gráfico de ingresos y egresos por mes\. De Diciembre 2025 a Octubre 2026/,
    );
    await expect(chart.getAttribute('aria-label')).toContain('5 meses tuvieron más egresos que ingresos');
    const table = canvas.getByRole('table', { name: 'Ingresos y egresos por mes' });
    const rows = within(table).getAllByRole('row');
    // The header, eleven months and the totals.
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent('Diciembre 2025');
    const totals = totalsOf(closures);
    const last = within(rows.at(-1)!);
    await expect(last.getByRole('rowheader', { name: 'Total de los 11 meses' })).toBeVisible();
    await expect(last.getByText(formatCurrency(totals.income))).toBeVisible();
    await expect(last.getByText(formatCurrency(totals.expense))).toBeVisible();
    await expect(last.getByText(formatCurrency(totals.total))).toBeVisible();
  },
};

/** Fourteen closed months: the screen shows the last twelve. */
export const MásDeUnAño: Story = {
  args: {
    state: {
      status: 'ready',
      closures: [
        ...closures,
        ...closures.slice(0, 3).map((closure, index) => ({
          ...closure,
          id: 100 + index,
          period: addPeriods(closures[0]!.period, index - 3),
        })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows).toHaveLength(14);
    await expect(rows[1]).toHaveTextContent('Noviembre 2025');
    await expect(rows.at(-1)).toHaveTextContent('Total de los 12 meses');
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/De Noviembre 2025 a Octubre 2026/);
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', closures: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: monthlyTotalsEmpty.title })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando los totales…');
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
