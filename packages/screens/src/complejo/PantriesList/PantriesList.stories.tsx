import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenDecorator } from '../../shared/ScreenDecorator';
import { answer, failure, ok } from '../../shared/stories/answers';
import { apartments, pantries } from '../fixtures';
import { PantriesList } from './PantriesList';

const meta = {
  title: 'Pantallas/Complejo/PantriesList',
  component: PantriesList,
  decorators: [
    (Story) => (
      <ScreenDecorator>
        <Story />
      </ScreenDecorator>
    ),
  ],
  args: {
    state: { status: 'ready', pantries },
    apartments,
    onRetry: fn(),
    onCreate: fn(),
    onView: fn(),
    onEdit: fn(),
    onDelete: fn(answer(ok('Despensa eliminada'))),
  },
} satisfies Meta<typeof PantriesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

const openRowAction = async (canvasElement: HTMLElement, row: string, action: string) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Acciones para ${row}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: action }));
};

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Despensas' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Torre A · 101');
    await expect(rows[2]).toHaveTextContent('Sin asignar');
    await expect(rows[3]).toHaveTextContent('Torre B · 101');
    await expect(canvas.queryByRole('columnheader', { name: /Techado/ })).toBeNull();
    await openRowAction(canvasElement, 'Despensa D3', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(pantries[2]);
  },
};

export const Eliminar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Despensa D2', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar la despensa D2?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(pantries[1]);
    await expect(await canvas.findByText('Se eliminó la despensa D2.')).toBeVisible();
  },
};

export const EliminarFalla: Story = {
  args: { onDelete: fn(answer(failure('No se encontró la despensa D1: puede que otra persona ya la eliminara.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Despensa D1', 'Eliminar');
    await userEvent.click(within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se encontró la despensa D1');
  },
};

export const FiltrarPorTorre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Torre' }));
    await userEvent.click(await body().findByRole('option', { name: 'Torre B' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('D3');
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en despensas' }), 'ascensor');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('D1');
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', pantries: [] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Todavía no hay despensas' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Nueva despensa' });
    await userEvent.click(buttons[buttons.length - 1]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'No se pudo obtener la lista de despensas.' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
