import { formatCurrency } from '@horizontal/domain';
import { closureFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ofBuilding } from '../../shared/stories/demo';
import { listStateStories, rowMenuLabels } from '../../shared/stories/lists';
import { ClosuresList, closuresEmpty } from './ClosuresList';

/** Parque Batlle's eleven closed months, Diciembre 2025 to Octubre 2026, as the mocks answer them (oldest first). */
const closures = ofBuilding(closureFixtures);
const october = closures.find((closure) => closure.period === '2026-10')!;

const meta = {
  title: 'Pantallas/Gastos comunes/ClosuresList',
  component: ClosuresList,
  args: {
    state: { status: 'ready', closures },
    onRetry: fn(),
    onCreate: fn(),
    onView: fn(),
    viewHref: (closure) => `/gastoscomunes/detalle?id=${closure.id}`,
  },
} satisfies Meta<typeof ClosuresList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'closures',
  createLabel: 'Nuevo cierre',
  empty: closuresEmpty,
  readOnly: { args: { onCreate: undefined }, row: 'Octubre 2026' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Cierres' })).getAllByRole('row');
    await expect(rows).toHaveLength(closures.length + 1);
    // Newest first, whatever order the answer came in.
    await expect(rows[1]).toHaveTextContent('Octubre 2026');
    await expect(rows.at(-1)).toHaveTextContent('Diciembre 2025');
    const last = within(rows[1]!);
    await expect(last.getByText(formatCurrency(october.income))).toBeVisible();
    await expect(last.getByText(formatCurrency(october.expense))).toBeVisible();
    // Expense over income: the result carries its minus sign.
    await expect(last.getByText(formatCurrency(october.total))).toHaveTextContent(/^-\$ /);
    await expect(last.getByText('05/11/2026 18:30')).toBeVisible();
    await expect(rows[1]).toHaveTextContent(october.closedBy!);
    // The month leads to its statements.
    const month = last.getByRole('link', { name: 'Octubre 2026' });
    await expect(month).toHaveAttribute('href', `/gastoscomunes/detalle?id=${october.id}`);
    await userEvent.click(month);
    await expect(args.onView).toHaveBeenCalledWith(october);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Nuevo cierre' })[0]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en cierres' }), 'marzo');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Marzo 2026');
  },
};

/** A profile with cierres/listado only: it reads the closed months and opens them, but closes none. */
export const SoloConsulta: Story = {
  ...states.readOnly,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Nuevo cierre' })).toBeNull();
    await expect(await rowMenuLabels(canvasElement, 'Octubre 2026')).toEqual(['Ver']);
  },
};

export const Vacío: Story = states.empty;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
