import { commonExpenseMessages } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { storyToday } from '../stories/data';
import { openDialog } from '../stories/dialog';
import { MovementForm } from './MovementForm';

const meta = {
  title: 'Pantallas/Gastos comunes/MovementForm',
  component: MovementForm,
  args: {
    periodLabel: 'Noviembre 2026',
    period: '2026-11',
    today: storyToday,
    onSubmit: fn(answer(ok(commonExpenseMessages.movementsSaved))),
    onSaved: fn(),
    onSavedAnother: fn(),
    onCancel: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof MovementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('Agregar movimiento');

const fill = async (form: ReturnType<typeof within>, description: string, amount: string) => {
  await userEvent.type(form.getByLabelText('Descripción'), description);
  await userEvent.type(form.getByLabelText('Importe'), amount);
};

export const Crear: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('radio', { name: /Egreso/ }));
    await fill(form, 'Factura UTE de octubre', '18450,30');
    await userEvent.type(form.getByLabelText('Categoría'), 'Energía eléctrica');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    const sent = {
      date: '2026-11-20',
      type: 'egreso',
      category: 'Energía eléctrica',
      description: 'Factura UTE de octubre',
      amount: 1_845_030,
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** A batch of expenses: the next one keeps the day and the kind, and starts blank otherwise. */
export const GuardarYAgregarOtro: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('radio', { name: /Egreso/ }));
    await fill(form, 'Limpieza de noviembre', '32000');
    await userEvent.click(form.getByRole('button', { name: 'Guardar y agregar otro' }));
    await waitFor(() => expect(args.onSavedAnother).toHaveBeenCalledOnce());
    await waitFor(() => expect(form.getByLabelText('Descripción')).toHaveValue(''));
    await expect(form.getByRole('radio', { name: /Egreso/ })).toBeChecked();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A date of another month is taken (a bill of October paid now), with a hint that it counts in this period. */
export const FechaDeOtroMes: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    const date = form.getByLabelText('Fecha');
    await userEvent.clear(date);
    await userEvent.type(date, '28/10/2026');
    await expect(date).toHaveAccessibleDescription(/Es de Octubre 2026: el movimiento cuenta en Noviembre 2026\./);
    await userEvent.click(form.getByRole('radio', { name: /Egreso/ }));
    await fill(form, 'Sueldos de octubre', '96000');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ date: '2026-10-28' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

export const CampoInválido: Story = {
  play: async ({ args }) => {
    const form = await dialog();
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(form.getByLabelText('Descripción')).toHaveAccessibleDescription(
      /Ingrese la descripción del movimiento\./,
    );
    await expect(form.getByLabelText('Importe')).toHaveAccessibleDescription(/Ingrese el importe\./);
    await expect(await form.findByText('Seleccione si es un ingreso o un egreso.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The month closed meanwhile: its movements are fixed, and the server says so above the fields. */
export const PeríodoCerrado: Story = {
  args: { onSubmit: fn(answer(failure(commonExpenseMessages.movementsLocked('cerrado')))) },
  play: async () => {
    const form = await dialog();
    await userEvent.click(form.getByRole('radio', { name: /Ingreso/ }));
    await fill(form, 'Alquiler del salón', '2500');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText(commonExpenseMessages.movementsLocked('cerrado'))).toBeVisible();
  },
};
