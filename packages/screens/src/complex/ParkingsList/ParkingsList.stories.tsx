import { spaceMessages } from '@horizontal/domain';
import { apartmentFixtures, parkingFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, confirmRowAction, listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { ParkingsList } from './ParkingsList';

/** Parque Batlle's twenty estacionamientos: E-01 to E-14 covered, E-15 to E-20 outdoors. */
const parkings = ofBuilding(parkingFixtures);
const apartments = ofBuilding(apartmentFixtures);

const meta = {
  title: 'Pantallas/Complejo/ParkingsList',
  component: ParkingsList,
  args: {
    state: { status: 'ready', parkings },
    apartments,
    ...listCallbacks('/estacionamientos'),
    onEdit: fn(),
    onDelete: fn(answer(ok(spaceMessages.parking.deleted))),
  },
} satisfies Meta<typeof ParkingsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'parkings',
  createLabel: 'Nuevo estacionamiento',
  empty: { title: 'Todavía no hay estacionamientos', description: 'Cree el primero desde Nuevo estacionamiento.' },
  readOnly: { args: { onCreate: undefined, onEdit: undefined, onDelete: undefined }, row: 'Estacionamiento E-12' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Estacionamientos' })).getAllByRole('row');
    await expect(rows).toHaveLength(21);
    await expect(rows[2]).toHaveTextContent('Torre A · 203');
    await expect(rows[16]).toHaveTextContent('Sin asignar');
    await expect(rows[16]).toHaveTextContent('No');
    await openRowAction(canvasElement, 'Estacionamiento E-16', 'Ver');
    await expect(args.onView).toHaveBeenCalledWith(parkings[15]);
    // The number leads to the same detail as «Ver».
    const number = within(rows[2]!).getByRole('link', { name: 'E-02' });
    await expect(number).toHaveAttribute('href', `/estacionamientos/modificar?id=${parkings[1]!.id}&modo=detalle`);
    await userEvent.click(number);
    await expect(args.onView).toHaveBeenLastCalledWith(parkings[1]);
  },
};

export const FiltrarTechados: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Techado' }));
    await userEvent.click(await body().findByRole('option', { name: 'No' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(7));
    await expect(canvas.getByRole('table')).toHaveTextContent('E-16');
  },
};

export const FiltrarPorTorre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Torre' }));
    await userEvent.click(await body().findByRole('option', { name: 'Torre A' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(10));
    await expect(canvas.getByRole('table')).not.toHaveTextContent('E-16');
  },
};

export const SinApartamentos: Story = {
  args: { apartments: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Torre' })).toBeNull();
    // Without the units, each row names its own as the server does.
    await expect(canvas.getByRole('table')).toHaveTextContent('Torre A · 203');
  },
};

export const Eliminar: Story = {
  render: function DeletingParkings(args) {
    const [rows, onDelete] = useRowsAfterDeletion(parkings, args.onDelete!);
    return <ParkingsList {...args} state={{ status: 'ready', parkings: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Estacionamiento E-12', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar el estacionamiento E-12?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(parkings[11]);
    await expect(await canvas.findByText('Se eliminó el estacionamiento E-12.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Acciones para Estacionamiento E-12' })).toBeNull();
  },
};

/** Someone else deleted it meanwhile: an assigned estacionamiento may be deleted, so «not found» is what fails. */
export const EliminarFalla: Story = {
  args: { onDelete: fn(answer(failure(spaceMessages.parking.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Estacionamiento E-14', 'Eliminar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(spaceMessages.parking.notFound);
    await expect(canvas.getByRole('table')).toHaveTextContent('E-14');
  },
};

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      parkings: [
        {
          ...parkings[0]!,
          id: 40,
          number: 'SS2-E-128',
          description:
            'Segundo subsuelo, al fondo a la izquierda, junto a la columna 14 y la salida de emergencia hacia la calle Jackson',
        },
        ...parkings,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveTextContent('SS2-E-128');
    // The cut description shows whole under the pointer.
    const description = within(table).getByRole('cell', { name: /^Segundo subsuelo/ });
    await userEvent.hover(description);
    await expect(description).toHaveAttribute(
      'title',
      'Segundo subsuelo, al fondo a la izquierda, junto a la columna 14 y la salida de emergencia hacia la calle Jackson',
    );
  },
};

/** A profile with estacionamientos/listado only: it may look, not create, change or delete. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
