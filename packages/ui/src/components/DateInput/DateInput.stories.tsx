import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { DateInput } from './DateInput';

const meta = {
  title: 'Formularios/DateInput',
  component: DateInput,
  render: renderControlled(DateInput),
  args: { label: 'Fecha de la reserva', value: null, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Fecha de la reserva');
    // The shape is said once, in the hint that stays under the field while typing; no placeholder repeats it.
    await expect(input).toHaveAccessibleDescription('dd/mm/aaaa');
    await expect(input).not.toHaveAttribute('placeholder');
    await expect(within(canvasElement).getAllByText('dd/mm/aaaa')).toHaveLength(1);
    await userEvent.type(input, '05032026');
    await expect(input).toHaveValue('05/03/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 3, day: 5 });
    await expect(within(canvasElement).getByText('dd/mm/aaaa')).toBeVisible();
  },
};

export const ConBarrasEscritas: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Fecha de la reserva');
    await userEvent.type(input, '5/3/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 3, day: 5 });
    await userEvent.tab();
    await expect(input).toHaveValue('05/03/2026');
  },
};

export const FechaInexistente: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Fecha de la reserva');
    await userEvent.type(input, '31022026');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('La fecha 31/02/2026 no existe.');
  },
};

export const BorrarConRetroceso: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Fecha de la reserva');
    await userEvent.type(input, '05');
    await expect(input).toHaveValue('05/');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('0');
  },
};

export const DesdeElCalendario: Story = {
  args: { value: { year: 2026, month: 3, day: 5 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Elegir fecha de la reserva en el calendario' }));
    const calendar = await within(document.body).findByRole('dialog', { name: 'Calendario de fecha de la reserva' });
    await waitFor(() => expect(within(calendar).getByRole('button', { name: /, 5 de marzo de 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ year: 2026, month: 3, day: 6 });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByLabelText('Fecha de la reserva')).toHaveValue('06/03/2026');
  },
};

export const CalendarioAbierto: Story = {
  args: { value: { year: 2026, month: 3, day: 5 }, isDisabled: (date) => date.day === 10 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendario/ }));
    // The calendar is fetched on first use: the story ends once its month is drawn.
    await within(await within(document.body).findByRole('dialog')).findByRole('grid');
  },
};

export const ConError: Story = {
  args: { value: { year: 2026, month: 3, day: 5 }, error: 'La fecha debe ser posterior a hoy.' },
};

export const Deshabilitado: Story = { args: { value: { year: 2026, month: 3, day: 5 }, disabled: true } };
