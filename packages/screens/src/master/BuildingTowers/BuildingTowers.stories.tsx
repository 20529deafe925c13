import { refusals, towerMessages } from '@horizontal/domain';
import { apartmentFixtures, buildingFixtures as buildings, towerFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { BUILDING_ID, ofBuilding } from '../../shared/stories/demo';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { BuildingTowers } from './BuildingTowers';

const towers = ofBuilding(towerFixtures);
const towerA = towers.find((tower) => tower.name === 'Torre A')!;
/** What the server answers when a tower with units is deleted. */
const hasUnits = towerMessages.hasUnits(
  towerA.name,
  apartmentFixtures.filter((unit) => unit.towerId === towerA.id).length,
);

const meta = {
  title: 'Pantallas/Maestro/BuildingTowers',
  component: BuildingTowers,
  args: {
    building: buildings.find((building) => building.id === BUILDING_ID)!,
    companyName: 'Administradora del Prado S.A.',
    state: { status: 'ready', towers },
    onRetry: fn(),
    onCreate: fn(answer(ok(towerMessages.created))),
    onRename: fn(answer(ok(towerMessages.updated))),
    onDelete: fn(answer(ok(towerMessages.deleted))),
  },
} satisfies Meta<typeof BuildingTowers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Torres de Complejo Parque Batlle' }),
    ).toBeInTheDocument();
    const rows = within(canvas.getByRole('list', { name: 'Torres' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(within(rows[0]!).getByText(`${towers[0]!.floors} pisos`)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nueva torre'), 'Torre C');
    await userEvent.type(canvas.getByLabelText('Pisos'), '12{Enter}');
    await expect(args.onCreate).toHaveBeenCalledWith('Torre C', 12);
    await userEvent.click(canvas.getByRole('button', { name: 'Renombrar Torre B' }));
    await userEvent.clear(canvas.getByLabelText('Nuevo nombre de Torre B'));
    await userEvent.type(canvas.getByLabelText('Nuevo nombre de Torre B'), 'Torre Sur{Enter}');
    await expect(args.onRename).toHaveBeenCalledWith(towers[1], 'Torre Sur');
  },
};

export const Eliminar: Story = {
  render: function DeletingTowers(args) {
    const [rows, onDelete] = useRowsAfterDeletion(towers, args.onDelete);
    return <BuildingTowers {...args} state={{ status: 'ready', towers: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar Torre B' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: '¿Eliminar la Torre B?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(towers[1]);
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(canvasElement).queryByText('Torre B')).toBeNull());
  },
};

export const EliminarFalla: Story = {
  args: { onDelete: fn(answer(failure(hasUnits))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Torre A' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(hasUnits);
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', towers: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Todavía no hay torres/)).toBeVisible();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando las torres…');
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The way back is the breadcrumbs' «Atrás», the page's only back control.
    await expect(canvas.queryByRole('button', { name: /^Volver/ })).toBeNull();
  },
};

export const NombresLargos: Story = {
  args: {
    building: {
      ...buildings[0]!,
      name: 'Complejo Habitacional Cooperativo de Vivienda por Ayuda Mutua Parque Batlle y Ordóñez',
    },
    state: {
      status: 'ready',
      towers: [
        { ...towers[0]!, name: 'Torre Norte (frente a la rambla)' },
        { ...towers[1]!, name: 'Torre Sur (acceso por Avenida Italia)' },
      ],
    },
  },
};
