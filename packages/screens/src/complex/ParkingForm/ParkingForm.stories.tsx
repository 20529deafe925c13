import { spaceMessages } from '@horizontal/domain';
import { apartmentFixtures, parkingFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { ParkingForm } from './ParkingForm';

const apartments = ofBuilding(apartmentFixtures);
const parking = (number: string) => ofBuilding(parkingFixtures).find((candidate) => candidate.number === number)!;

const meta = {
  title: 'Pantallas/Complejo/ParkingForm',
  component: ParkingForm,
  args: {
    ...recordFormArgs(spaceMessages.parking.created),
    options: { status: 'ready', apartments },
    onEdit: fn(),
  },
} satisfies Meta<typeof ParkingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando el estacionamiento…' });

export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Opcional: el apartamento al que se asigna el estacionamiento. Déjelo vacío si queda libre.'),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Número'), 'E-21');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Junto a la rampa');
    const covered = canvas.getByRole('checkbox', { name: 'Techado' });
    await expect(covered).toBeChecked();
    await userEvent.click(covered);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear estacionamiento' }));
    const sent = { number: 'E-21', description: 'Junto a la rampa', apartmentId: null, covered: false };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear estacionamiento' }));
    await expect(canvas.getByText('Ingrese el número del estacionamiento.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(spaceMessages.parking.numberTaken('E-12')))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número'), 'E-12');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear estacionamiento' }));
    await expect(await canvas.findByText(spaceMessages.parking.numberTaken('E-12'))).toBeVisible();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: parking('E-02') }, onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Only a new estacionamiento leads to the next one.
    await expect(canvas.queryByRole('button', { name: 'Guardar y crear otro' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Apartamento' })).toHaveValue('Torre A · 203');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      number: 'E-02',
      description: 'Cochera cubierta, subsuelo',
      apartmentId: parking('E-02').apartmentId,
      covered: true,
    });
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: parking('E-16') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Estacionamiento E-16' })).toBeInTheDocument();
    await expect(canvas.getByText('Sin asignar')).toBeVisible();
    await expect(canvas.getByText('No')).toBeVisible();
  },
};

/** Opened from the list's detail link. */
export const Cargando: Story = { ...states.loading, args: { state: { mode: 'DETAIL', status: 'loading' } } };

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };

/**
 * Data entry at speed (issue #15): the next estacionamiento starts with the same description, covered or not as this
 * one, its number and unit blank.
 */
export const GuardarYCrearOtro: Story = {
  args: { onSavedAnother: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número'), 'E-21');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Junto a la rampa');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Techado' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Apartamento' }), '201');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Torre A · 201' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar y crear otro' }));
    const unit = apartments.find((candidate) => candidate.tower === 'Torre A' && candidate.number === '201')!;
    const sent = { number: 'E-21', description: 'Junto a la rampa', apartmentId: unit.id, covered: false };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSavedAnother).toHaveBeenCalledWith(sent));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByLabelText('Número')).toHaveValue(''));
    await expect(canvas.getByLabelText('Número')).toHaveFocus();
    await expect(canvas.getByLabelText('Descripción')).toHaveValue('Junto a la rampa');
    await expect(canvas.getByRole('checkbox', { name: 'Techado' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Apartamento' })).toHaveValue('');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};
