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
import { residents } from '../fixtures';
import { ResidentsList } from './ResidentsList';

const meta = {
  title: 'Pantallas/Complejo/ResidentsList',
  component: ResidentsList,
  decorators: [
    (Story) => (
      <ScreenDecorator>
        <Story />
      </ScreenDecorator>
    ),
  ],
  args: {
    state: { status: 'ready', residents },
    onRetry: fn(),
    onCreate: fn(),
    onView: fn(),
    onApartments: fn(),
    onStatusChange: fn(answer(ok('Estado actualizado'))),
  },
} satisfies Meta<typeof ResidentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Residentes' })).getAllByRole('row');

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = tableRows(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Camila Pereira');
    await expect(rows[1]).toHaveTextContent('Inactivo');
    await expect(rows[3]).toHaveTextContent('Washington Sosa');
    await expect(rows[3]).toHaveTextContent('Torre A · 102, Torre B · 302');
    await openRowAction(canvasElement, 'Washington Sosa', 'Apartamentos');
    await expect(args.onApartments).toHaveBeenCalledWith(residents[1]);
  },
};

export const Desactivar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Lucía Fernández', 'Desactivar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Desactivar al residente Lucía Fernández?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(residents[0], 'inactivo');
    await expect(await canvas.findByText('Se desactivó al residente Lucía Fernández.')).toBeVisible();
  },
};

export const Activar: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Camila Pereira', 'Activar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Activar al residente Camila Pereira?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(residents[2], 'activo');
  },
};

export const CambioDeEstadoFalla: Story = {
  args: {
    onStatusChange: fn(answer(failure('No se pudo cambiar el estado: el residente tiene reservas pendientes.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Lucía Fernández', 'Desactivar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No se pudo cambiar el estado: el residente tiene reservas pendientes.',
    );
  },
};

export const FiltrarPorTorre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Torre' }));
    await userEvent.click(await body().findByRole('option', { name: 'Torre B' }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(3));
    // Washington Sosa lives in units of both towers.
    await expect(canvas.getByRole('table')).toHaveTextContent('Washington Sosa');
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Lucía Fernández');
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: 'Inactivo' }));
    await waitFor(() => expect(tableRows(canvasElement)).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Camila Pereira');
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      residents: [
        {
          ...residents[1]!,
          id: 40,
          name: 'María de los Ángeles Guadalupe',
          lastName: 'Fernández Rodríguez de la Fuente Etchevarren',
          email: 'maria.de.los.angeles.fernandez.rodriguez@administradoradelprado.com.uy',
        },
        ...residents,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: 'Acciones para María de los Ángeles Guadalupe Fernández Rodríguez de la Fuente Etchevarren',
      }),
    ).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(5);
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', residents: [] } },
  play: playEmptyList({ title: 'Todavía no hay residentes', createLabel: 'Nuevo residente' }),
};

export const Cargando: Story = { args: { state: { status: 'loading' } }, play: playLoadingList };

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: 'No se pudo obtener la lista de residentes.' } },
  play: playListError,
};
