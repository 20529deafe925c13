import { refusals, residentMessages } from '@horizontal/domain';
import { apartmentFixtures, residentFixtures as residents } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ResidentApartments } from './ResidentApartments';

const unit = (tower: string, number: string) =>
  apartmentFixtures.find(
    (candidate) => candidate.buildingId === 1 && candidate.tower === tower && candidate.number === number,
  )!;

/** Pablo González rents Torre A · 302; here he also owns Torre B · 302 (the demo gives each resident one unit). */
const pablo = residents.find((candidate) => candidate.id === 10)!;
const resident = {
  ...pablo,
  apartments: [
    ...pablo.apartments,
    { id: unit('Torre B', '302').id, number: '302', tower: 'Torre B', relation: 'propietario' as const },
  ],
};

/** A few of Parque Batlle's units to choose from, his two among them. */
const apartments = [
  unit('Torre A', '101'),
  unit('Torre A', '201'),
  unit('Torre A', '302'),
  unit('Torre B', '101'),
  unit('Torre B', '302'),
];

const meta = {
  title: 'Pantallas/Complejo/ResidentApartments',
  component: ResidentApartments,
  args: {
    resident,
    state: { status: 'ready', apartments: resident.apartments },
    options: { status: 'ready', apartments },
    onRetry: fn(),
    onAssociate: fn(answer(ok(residentMessages.associated))),
    onDeassociate: fn(answer(ok(residentMessages.deassociated))),
    onBack: fn(),
  },
} satisfies Meta<typeof ResidentApartments>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const ConDatos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apartamentos de Pablo González' })).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Apartamentos de Pablo González' })).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(rows[1]).toHaveTextContent('Inquilino');
  },
};

export const Asociar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Apartamento' });
    await userEvent.click(combobox);
    // 302 of Torre A and 302 of Torre B are already his: no duplicates are offered.
    const offered = within(await body().findByRole('listbox')).getAllByRole('option');
    await expect(offered.map((option) => option.textContent)).toEqual([
      'Torre A · 101',
      'Torre A · 201',
      'Torre B · 101',
    ]);
    await userEvent.click(body().getByRole('option', { name: 'Torre A · 201' }));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Relación con el apartamento' }));
    await userEvent.click(await body().findByRole('option', { name: 'Familiar' }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Asociar' }));
    await expect(args.onAssociate).toHaveBeenCalledWith({
      apartmentId: unit('Torre A', '201').id,
      relation: 'familiar',
    });
    await expect(
      await canvas.findByText('Se asoció a Pablo González con el apartamento 201 de la Torre A.'),
    ).toBeVisible();
    await expect(combobox).toHaveValue('');
  },
};

export const AsociarSinElegir: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Asociar' }));
    await expect(canvas.getByRole('combobox', { name: 'Apartamento' })).toHaveAccessibleDescription(
      /Seleccione el apartamento\./,
    );
    await expect(args.onAssociate).not.toHaveBeenCalled();
  },
};

/** Someone else associated him to that unit meanwhile: the server refuses the second association. */
export const AsociarFalla: Story = {
  args: { onAssociate: fn(answer(failure(residentMessages.alreadyAssociated))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Apartamento' }), 'Torre A · 101');
    await userEvent.click(await body().findByRole('option', { name: 'Torre A · 101' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Asociar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(residentMessages.alreadyAssociated);
  },
};

export const Desasociar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Acciones para Torre B · 302' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Desasociar' }));
    const dialog = await body().findByRole('alertdialog', {
      name: '¿Desasociar a Pablo González del apartamento 302 de la Torre B?',
    });
    await expect(dialog).toHaveTextContent('Dejará de figurar como propietario de esa unidad.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desasociar' }));
    await expect(args.onDeassociate).toHaveBeenCalledWith(resident.apartments[1]);
    await expect(
      await canvas.findByText('Se desasoció a Pablo González del apartamento 302 de la Torre B.'),
    ).toBeVisible();
  },
};

export const Vacío: Story = {
  args: { state: { status: 'ready', apartments: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No está asociado a ningún apartamento' }),
    ).toBeVisible();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' }, options: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Apartamento' })).toBeDisabled();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Opened from a link without a resident, or one the complejo does not have: the way back, not a retry. */
export const ResidenteInexistente: Story = {
  args: {
    state: { status: 'missing', message: 'No encontramos ese residente en el complejo: elíjalo en el listado.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Apartamentos del residente' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al listado' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
