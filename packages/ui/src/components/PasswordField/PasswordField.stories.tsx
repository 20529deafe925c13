import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Formularios/PasswordField',
  component: PasswordField,
  render: renderControlled(PasswordField),
  args: { label: 'Contraseña', value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await userEvent.type(input, 'Clave#2026');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-pressed', 'true');
    // From the keyboard: Tab leaves the field for the toggle, Enter hides the password again.
    input.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ocultar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const ConError: Story = { args: { value: 'abc', error: 'Ingrese su contraseña.' } };

export const ConReglas: Story = {
  args: { label: 'Nueva contraseña', showRules: true, autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = canvas.getByRole('list', { name: 'La contraseña debe tener' });
    await expect(within(rules).getAllByText(': pendiente')).toHaveLength(5);
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'clave2026');
    await expect(within(rules).getByText('Una letra minúscula')).toHaveAttribute('data-met', 'true');
    await expect(within(rules).getByText('Una letra mayúscula')).toHaveAttribute('data-met', 'false');
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'A#');
    await expect(within(rules).queryAllByText(': pendiente')).toHaveLength(0);
  },
};

export const Deshabilitado: Story = { args: { value: 'Clave#2026', disabled: true } };
