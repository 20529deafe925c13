import { spaceMessages } from '@horizontal/domain';
import { apartmentFixtures, pantryFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, confirmRowAction, listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { PantriesList } from './PantriesList';

/** Parque Batlle's twelve despensas, D-01 to D-12; the last two are free. */
const pantries = ofBuilding(pantryFixtures);
const apartments = ofBuilding(apartmentFixtures);

const meta = {
  title: 'Pantallas/Complejo/PantriesList',
  component: PantriesList,
  args: {
    state: { status: 'ready', pantries },
    apartments,
    ...listCallbacks('/despensas'),
    onEdit: fn(),
    onDelete: fn(answer(ok(spaceMessages.pantry.deleted))),
  },
} satisfies Meta<typeof PantriesList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'pantries',
  createLabel: 'Nueva despensa',
  empty: { title: 'Todavía no hay despensas', description: 'Cree la primera desde Nueva despensa.' },
  readOnly: { args: { onCreate: undefined, onEdit: undefined, onDelete: undefined }, row: 'Despensa D-03' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Despensas' })).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent('Torre B · 304');
    await expect(rows[2]).toHaveTextContent('Torre A · 201');
    await expect(rows[12]).toHaveTextContent('Sin asignar');
    await expect(canvas.queryByRole('columnheader', { name: /Techado/ })).toBeNull();
    // The despensa's number leads to its detail; the row's menu stays beside it.
    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'D-01' }));
    await expect(args.onView).toHaveBeenCalledWith(pantries[0]);
    await openRowAction(canvasElement, 'Despensa D-03', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(pantries[2]);
  },
};

export const Eliminar: Story = {
  render: function DeletingPantries(args) {
    const [rows, onDelete] = useRowsAfterDeletion(pantries, args.onDelete!);
    return <PantriesList {...args} state={{ status: 'ready', pantries: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Despensa D-02', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar la despensa D-02?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(pantries[1]);
    await expect(await canvas.findByText('Se eliminó la despensa D-02.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Acciones para Despensa D-02' })).toBeNull();
  },
};

/** Someone else deleted it meanwhile. */
export const EliminarFalla: Story = {
  args: { onDelete: fn(answer(failure(spaceMessages.pantry.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Despensa D-01', 'Eliminar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(spaceMessages.pantry.notFound);
  },
};

export const FiltrarPorTorre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Torre' }));
    await userEvent.click(await body().findByRole('option', { name: 'Torre B' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(7));
    await expect(canvas.getByRole('table')).toHaveTextContent('D-03');
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en despensas' }), 'subsuelo 2');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(7));
    await expect(canvas.getByRole('table')).toHaveTextContent('D-07');
  },
};

/** A profile with despensas/listado only: it may look, not create, change or delete. */
export const SoloConsulta: Story = states.readOnly;

export const VacíoSoloConsulta: Story = states.emptyReadOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
