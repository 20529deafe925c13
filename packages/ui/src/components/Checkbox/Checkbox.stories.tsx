import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Formularios/Checkbox',
  component: Checkbox,
  render: renderControlled(Checkbox, 'checked'),
  args: { label: 'Enviar aviso por correo a los residentes', checked: false, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SinMarcar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Enviar aviso por correo a los residentes' });
    await userEvent.click(canvas.getByText('Enviar aviso por correo a los residentes'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Marcado: Story = { args: { checked: true, hint: 'Se envía al guardar.' } };

export const Indeterminado: Story = {
  args: { label: 'Seleccionar todos', checked: 'indeterminate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const ConError: Story = {
  args: {
    label: 'Acepto los términos y condiciones',
    error: 'Debe aceptar los términos para continuar.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'Debe aceptar los términos para continuar.',
    );
  },
};

export const Deshabilitado: Story = { args: { checked: true, disabled: true } };
