import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenDecorator } from '../../shared/ScreenDecorator';
import { answer, failure, ok } from '../../shared/stories/answers';
import {
  body,
  confirmRowAction,
  openRowAction,
  playEmptyList,
  playListError,
  playLoadingList,
} from '../../shared/stories/lists';
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
    await confirmRowAction(canvasElement, 'Despensa D1', 'Eliminar');
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
  play: playEmptyList({ title: 'Todavía no hay despensas', createLabel: 'Nueva despensa' }),
};

export const Cargando: Story = { args: { state: { status: 'loading' } }, play: playLoadingList };

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'No se pudo obtener la lista de despensas.' } },
  play: playListError,
};
