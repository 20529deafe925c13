import { apartmentMessages } from '@horizontal/domain';
import { apartmentFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, confirmRowAction, listCallbacks, listStateStories, openRowAction } from '../../shared/stories/lists';
import { useRowsAfterDeletion } from '../../shared/stories/useRowsAfterDeletion';
import { ApartmentsList } from './ApartmentsList';

/** Parque Batlle's 48 units: Torre A's first, then Torre B's. */
const apartments = ofBuilding(apartmentFixtures);
const torreA101 = apartments.find((unit) => unit.tower === 'Torre A' && unit.number === '101')!;

const meta = {
  title: 'Pantallas/Complejo/ApartmentsList',
  component: ApartmentsList,
  args: {
    state: { status: 'ready', apartments },
    ...listCallbacks('/apartamentos'),
    onEdit: fn(),
    onDelete: fn(answer(ok(apartmentMessages.deleted))),
  },
} satisfies Meta<typeof ApartmentsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'apartments',
  createLabel: 'Nuevo apartamento',
  empty: { title: 'Todavía no hay apartamentos', description: 'Cree el primero desde Nuevo apartamento.' },
  readOnly: { args: { onCreate: undefined, onEdit: undefined, onDelete: undefined }, row: 'Torre A · 101' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Apartamentos' })).getAllByRole('row');
    // A page of 25 units and the header.
    await expect(rows).toHaveLength(26);
    // The total is of the whole complejo, not of the page.
    await expect(canvas.getByText('Los coeficientes de las 48 unidades suman 100 %.')).toBeVisible();
    await expect(canvas.getByRole('table')).toHaveTextContent('92,5');
    await expect(canvas.getByRole('table')).toHaveTextContent('2,58');
    // The unit's number leads to its detail; the row's menu stays beside it.
    const number = within(rows[1]!).getByRole('link', { name: '101' });
    await expect(number).toHaveAttribute('href', `/apartamentos/modificar?id=${apartments[0]!.id}&modo=detalle`);
    await userEvent.click(number);
    await expect(args.onView).toHaveBeenCalledWith(apartments[0]);
    await openRowAction(canvasElement, 'Torre B · 302', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(apartments[33]);
  },
};

/** Coefficients that do not add up to 100 %: gastos comunes would be shared out wrong, so the list warns (issue #30). */
export const CoeficientesNoSuman100: Story = {
  args: {
    state: {
      status: 'ready',
      apartments: apartments.map((unit) =>
        unit.id === torreA101.id ? { ...unit, coefficient: unit.coefficient + 7.48 } : unit,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Los coeficientes suman 107,48 %, no 100 %')).toBeVisible();
    await expect(canvas.getByText(/^Sobra 7,48 %\./)).toBeVisible();
    await expect(canvas.queryByText(/unidades suman 100 %/)).toBeNull();
  },
};

export const Eliminar: Story = {
  render: function DeletingApartments(args) {
    const [rows, onDelete] = useRowsAfterDeletion(apartments, args.onDelete!);
    return <ApartmentsList {...args} state={{ status: 'ready', apartments: rows }} onDelete={onDelete} />;
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Torre A · 101', 'Eliminar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Eliminar el apartamento 101 de la Torre A?' });
    await expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onDelete).toHaveBeenCalledWith(apartments[0]);
    await expect(await canvas.findByText('Se eliminó el apartamento 101 de la Torre A.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Acciones para Torre A · 101' })).toBeNull();
  },
};

export const EliminarSinTorres: Story = {
  args: {
    state: {
      status: 'ready',
      // A complejo without towers: Torre A's units alone, with no tower.
      apartments: apartments
        .filter((apartment) => apartment.towerId === 1)
        .map((apartment) => ({ ...apartment, towerId: null, tower: null })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /Torre/ })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Torre' })).toBeNull();
    await openRowAction(canvasElement, '201', 'Eliminar');
    await expect(await body().findByRole('alertdialog', { name: '¿Eliminar el apartamento 201?' })).toHaveTextContent(
      'Esta acción no se puede deshacer.',
    );
  },
};

export const EliminarFalla: Story = {
  args: {
    onDelete: fn(answer(failure(apartmentMessages.hasResidents(torreA101)))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Torre A · 101', 'Eliminar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(apartmentMessages.hasResidents(torreA101));
  },
};

export const FiltrarPorTorre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Torre' }));
    await userEvent.click(await body().findByRole('option', { name: 'Torre B' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(25));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('table')).not.toHaveTextContent('Torre A');
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en apartamentos' }), '302');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    await expect(canvas.getByRole('table')).toHaveTextContent('Torre A');
    await expect(canvas.getByRole('table')).toHaveTextContent('Torre B');
  },
};

/** A profile with apartamentos/listado only: it may look, not create, change or delete. */
export const SoloConsulta: Story = states.readOnly;

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };
