import { commonAreaMessages, refusals } from '@horizontal/domain';
import { commonAreaFixtures as commonAreas } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { CommonAreaForm } from './CommonAreaForm';

const meta = {
  title: 'Pantallas/Complejo/CommonAreaForm',
  component: CommonAreaForm,
  args: { ...recordFormArgs(commonAreaMessages.created), onEdit: fn() },
} satisfies Meta<typeof CommonAreaForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando el área común…' });

const turn = (canvasElement: HTMLElement, number: number) =>
  within(within(canvasElement).getByRole('group', { name: `Turno ${number}` }));

const fillArea = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre'), 'Barbacoa');
  await userEvent.type(canvas.getByLabelText('Capacidad (personas)'), '20');
  await userEvent.type(canvas.getByLabelText('Precio de la reserva'), '850,50');
  const first = turn(canvasElement, 1);
  await userEvent.type(first.getByLabelText('Nombre del turno'), 'Almuerzo');
  await userEvent.type(first.getByLabelText('Desde'), '1100');
  await userEvent.type(first.getByLabelText('Hasta'), '1600');
  return canvas;
};

export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillArea(canvasElement);
    await expect(canvas.getByLabelText('Precio de la reserva')).toHaveValue('$ 850,50');
    await expect(turn(canvasElement, 1).getByLabelText('Desde')).toHaveValue('11:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar turno' }));
    const second = turn(canvasElement, 2);
    await userEvent.type(second.getByLabelText('Nombre del turno'), 'Cena');
    await userEvent.type(second.getByLabelText('Desde'), '2000');
    await userEvent.type(second.getByLabelText('Hasta'), '2359');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Las reservas necesitan aprobación' }));
    await expect(canvas.getByLabelText('Días de anticipación')).toHaveValue('60');
    await userEvent.type(canvas.getByLabelText('Reservas por unidad en el mes'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear área común' }));
    const sent = {
      name: 'Barbacoa',
      description: '',
      capacity: 20,
      price: 85_050,
      requiresApproval: false,
      bookingWindowDays: 60,
      monthlyLimit: 2,
      turns: [
        { name: 'Almuerzo', startTime: '11:00', endTime: '16:00' },
        { name: 'Cena', startTime: '20:00', endTime: '23:59' },
      ],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear área común' }));
    await expect(canvas.getByText('Ingrese el nombre del área común.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la capacidad.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el precio de la reserva; escriba 0 si es gratuita.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el nombre del turno.')).toBeVisible();
    const window = canvas.getByLabelText('Días de anticipación');
    await userEvent.clear(window);
    await userEvent.type(window, '0');
    await userEvent.type(canvas.getByLabelText('Reservas por unidad en el mes'), '40');
    await userEvent.tab();
    await expect(window).toHaveAccessibleDescription(/El plazo para reservar debe ser de al menos 1 día\./);
    await expect(canvas.getByLabelText('Reservas por unidad en el mes')).toHaveAccessibleDescription(
      /El límite por mes admite hasta 31 reservas\./,
    );
    const first = turn(canvasElement, 1);
    await userEvent.type(first.getByLabelText('Desde'), '1800');
    await userEvent.type(first.getByLabelText('Hasta'), '0900');
    await expect(first.getByLabelText('Hasta')).toHaveAccessibleDescription(
      /Cada turno debe terminar después de empezar\./,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar el turno 1' }));
    await expect(canvas.getByText('Agregue al menos un turno.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The complejo is no longer within reach (deleted, or taken from the user meanwhile): commonAreas.create refuses. */
export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.buildingNotFound))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillArea(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear área común' }));
    await expect(await canvas.findByText(refusals.buildingNotFound)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: commonAreas[0]! } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Precio de la reserva')).toHaveValue('$ 2.500,00');
    await expect(turn(canvasElement, 2).getByLabelText('Hasta')).toHaveValue('23:59');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar el turno 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    // The kept turn travels with its id, so that its reserves stay with it.
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        price: 250_000,
        turns: [{ id: 2, name: 'Noche', startTime: '20:00', endTime: '23:59' }],
      }),
    );
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: commonAreas[0]! } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Salón de fiestas' })).toBeInTheDocument();
    await expect(canvas.getByText('$ 2.500,00')).toBeVisible();
    await expect(canvas.getByText('Mediodía 12:00–16:00, Noche 20:00–23:59')).toBeVisible();
    // Un área común activa: the badge agrees with its noun.
    await expect(canvas.getByText(commonAreas[0]!.status === 'activo' ? 'Activa' : 'Inactiva')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
