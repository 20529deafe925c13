import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { TimeInput } from './TimeInput';

const meta = {
  title: 'Formularios/TimeInput',
  component: TimeInput,
  render: renderControlled(TimeInput),
  args: { label: 'Hora de ingreso', value: null, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TimeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Hora de ingreso');
    // The shape is said once, in the hint; no placeholder repeats it.
    await expect(input).toHaveAccessibleDescription('hh:mm, de 00:00 a 23:59');
    await expect(input).not.toHaveAttribute('placeholder');
    await userEvent.type(input, '0930');
    await expect(input).toHaveValue('09:30');
    await expect(args.onChange).toHaveBeenLastCalledWith({ hours: 9, minutes: 30 });
  },
};

export const HoraInexistente: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Hora de ingreso');
    await userEvent.type(input, '2460');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('La hora 24:60 no existe.');
  },
};

export const SinCeroInicial: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Hora de ingreso');
    await userEvent.type(input, '9:05');
    await userEvent.tab();
    await expect(input).toHaveValue('09:05');
  },
};

export const ConValor: Story = { args: { value: { hours: 18, minutes: 45 } } };

export const Deshabilitado: Story = { args: { value: { hours: 8, minutes: 0 }, disabled: true } };
