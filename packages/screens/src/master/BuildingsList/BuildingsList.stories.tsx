import { buildingMessages } from '@horizontal/domain';
import {
  apartmentFixtures,
  buildingFixtures as buildings,
  companyFixtures,
  towerFixtures,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { body, confirmRowAction, listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { BuildingsList } from './BuildingsList';

const ofPrado = buildings.filter((building) => building.companyId === 1);

/** The administradoras as /general/companies offers them. */
const companyOptions = companyFixtures.map(({ id, name }) => ({ id, name }));

/** What the server answers when Torres del Buceo, which has towers and units, is deleted. */
const buceo = buildings.find((building) => building.name === 'Torres del Buceo')!;
const buceoHasChildren = buildingMessages.hasChildren(
  buceo.name,
  towerFixtures.filter((tower) => tower.buildingId === buceo.id).length,
  apartmentFixtures.filter((unit) => unit.buildingId === buceo.id).length,
);

const meta = {
  title: 'Pantallas/Maestro/BuildingsList',
  component: BuildingsList,
  args: {
    companies: companyOptions,
    companyId: 1,
    onCompanyChange: fn(),
    state: { status: 'ready', buildings: ofPrado },
    ...listCallbacks('/complejos'),
    onEdit: fn(),
    onTowers: fn(),
    onDelete: fn(answer(ok(buildingMessages.deleted))),
  },
} satisfies Meta<typeof BuildingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'buildings',
  createLabel: 'Nuevo complejo',
  empty: {
    title: 'Administradora del Prado S.A. todavía no tiene complejos',
    description: 'Cree el primero desde Nuevo complejo.',
  },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Complejos de Administradora del Prado S.A.' })).getAllByRole(
      'row',
    );
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Complejo Parque Batlle');
    await openRowAction(canvasElement, 'Torres del Buceo', 'Torres');
    await expect(args.onTowers).toHaveBeenCalledWith(buildings[1]);
  },
};

export const ElegirAdministradora: Story = {
  args: { companyId: null, state: { status: 'loading' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Elija una administradora' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Administradora' }));
    await userEvent.click(await body().findByRole('option', { name: 'Gestión Costa Este S.R.L.' }));
    await expect(args.onCompanyChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const Ordenar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Nombre/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(canvas.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Torres del Buceo');
  },
};

export const Eliminar: Story = {
  render: function DeletingBuildings(args) {
    const [rows, onDelete] = useRowsAfterDeletion(ofPrado, args.onDelete);
    return <BuildingsList {...args} state={{ status: 'ready', buildings: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Complejo Parque Batlle', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar el Complejo Parque Batlle?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(buildings[0]);
    await expect(await canvas.findByText('Se eliminó el Complejo Parque Batlle.')).toBeVisible();
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Complejo Parque Batlle');
  },
};

export const EliminarFalla: Story = {
  args: { onDelete: fn(answer(failure(buceoHasChildren))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Torres del Buceo', 'Eliminar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(buceoHasChildren);
  },
};

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      buildings: [
        {
          ...buildings[0]!,
          id: 99,
          name: 'Complejo Habitacional Cooperativo de Vivienda por Ayuda Mutua Parque Batlle y Ordóñez',
          address: 'Avenida Doctor Américo Ricaldoni 2450 esquina Avenida Italia, Manzana 12',
        },
        ...ofPrado,
      ],
    },
  },
};
