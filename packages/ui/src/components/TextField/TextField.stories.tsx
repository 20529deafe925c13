import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { TextField } from './TextField';

const meta = {
  title: 'Formularios/TextField',
  component: TextField,
  render: renderControlled(TextField),
  args: { label: 'Nombre', value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Nombre');
    await userEvent.type(input, 'Ana Pérez');
    await expect(input).toHaveValue('Ana Pérez');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ana Pérez');
  },
};

export const ConAyuda: Story = { args: { hint: 'Tal como figura en la cédula.', value: 'Ana Pérez' } };

export const ConError: Story = {
  args: { label: 'Correo electrónico', type: 'email', value: 'ana@', error: 'Ingrese un correo electrónico válido.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Ingrese un correo electrónico válido.');
  },
};

export const Obligatorio: Story = { args: { required: true } };

export const Deshabilitado: Story = { args: { disabled: true, value: 'No editable' } };
