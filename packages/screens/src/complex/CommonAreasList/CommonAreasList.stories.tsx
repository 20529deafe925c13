import { commonAreaMessages } from '@horizontal/domain';
import { commonAreaFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, confirmRowAction, listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { CommonAreasList } from './CommonAreasList';

// Parque Batlle's areas with the pool closed for the season: the demo's are all active.
const commonAreas = ofBuilding(commonAreaFixtures).map((area) =>
  area.name === 'Piscina' ? { ...area, status: 'inactivo' as const } : area,
);

const meta = {
  title: 'Pantallas/Complejo/CommonAreasList',
  component: CommonAreasList,
  args: {
    state: { status: 'ready', commonAreas },
    ...listCallbacks('/areascomunes'),
    onEdit: fn(),
    onDelete: fn(answer(ok(commonAreaMessages.deleted))),
  },
} satisfies Meta<typeof CommonAreasList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'commonAreas',
  createLabel: 'Nueva área común',
  empty: { title: 'Todavía no hay áreas comunes', description: 'Cree la primera desde Nueva área común.' },
  readOnly: { args: { onCreate: undefined, onEdit: undefined, onDelete: undefined }, row: 'Piscina' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Áreas comunes' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Parrillero');
    await expect(rows[1]).toHaveTextContent('$ 1.200,00');
    await expect(rows[3]).toHaveTextContent('$ 2.500,00');
    await expect(rows[3]).toHaveTextContent('Mediodía 12:00–16:00, Noche 20:00–23:59');
    await openRowAction(canvasElement, 'Piscina', 'Ver');
    await expect(args.onView).toHaveBeenCalledWith(commonAreas[2]);
    // The name leads to the same detail as «Ver».
    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Parrillero' }));
    await expect(args.onView).toHaveBeenLastCalledWith(commonAreas.find((area) => area.name === 'Parrillero'));
  },
};

export const Eliminar: Story = {
  render: function DeletingCommonAreas(args) {
    const [rows, onDelete] = useRowsAfterDeletion(commonAreas, args.onDelete!);
    return <CommonAreasList {...args} state={{ status: 'ready', commonAreas: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Parrillero', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar el área común Parrillero?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(commonAreas[1]);
    await expect(await canvas.findByText('Se eliminó el área común Parrillero.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Acciones para Parrillero' })).toBeNull();
  },
};

export const EliminarFalla: Story = {
  args: { onDelete: fn(answer(failure(commonAreaMessages.pendingReserves))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Salón de fiestas', 'Eliminar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(commonAreaMessages.pendingReserves);
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: 'Inactiva' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Piscina');
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      commonAreas: [
        {
          ...commonAreas[0]!,
          id: 40,
          name: 'Salón de usos múltiples del segundo subsuelo con parrillero techado',
          turns: [
            { id: 40, name: 'Mañana', startTime: '08:00', endTime: '12:00' },
            { id: 41, name: 'Mediodía', startTime: '12:00', endTime: '16:00' },
            { id: 42, name: 'Tarde', startTime: '16:00', endTime: '20:00' },
            { id: 43, name: 'Noche', startTime: '20:00', endTime: '23:59' },
          ],
        },
        ...commonAreas,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', {
        name: 'Acciones para Salón de usos múltiples del segundo subsuelo con parrillero techado',
      }),
    ).toBeVisible();
    // The cut name shows whole under the pointer.
    const name = canvas.getByRole('link', {
      name: 'Salón de usos múltiples del segundo subsuelo con parrillero techado',
    });
    await userEvent.hover(name);
    await expect(name).toHaveAttribute('title', 'Salón de usos múltiples del segundo subsuelo con parrillero techado');
    await expect(canvas.getByRole('table')).toHaveTextContent('20:00');
  },
};

/** A profile with areascomunes/listado only: it may look, not create, change or delete. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
