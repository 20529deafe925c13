import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { EmailField } from './EmailField';

const meta = {
  title: 'Formularios/EmailField',
  component: EmailField,
  render: renderControlled(EmailField),
  args: { value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await userEvent.type(input, 'ana@horizontal.uy');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@horizontal.uy');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Inválido: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Correo electrónico');
    await userEvent.type(input, 'ana@horizontal');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Al dominio le falta la terminación');
  },
};

export const Completo: Story = { args: { value: 'contacto@horizontal.uy' } };

export const Deshabilitado: Story = { args: { value: 'contacto@horizontal.uy', disabled: true } };
