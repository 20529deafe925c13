import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { NumberField } from './NumberField';

const meta = {
  title: 'Formularios/NumberField',
  component: NumberField,
  render: renderControlled(NumberField),
  args: { label: 'Número de apartamento', value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Número de apartamento');
    await userEvent.type(input, '1a0-2');
    await expect(input).toHaveValue('102');
    await expect(args.onChange).toHaveBeenLastCalledWith('102');
  },
};

export const ConLímite: Story = {
  args: { label: 'Año', maxLength: 4, hint: 'Cuatro dígitos.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Año');
    await userEvent.type(input, '202678');
    await expect(input).toHaveValue('2026');
  },
};

export const Obligatorio: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByLabelText('Número de apartamento'));
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Este campo es obligatorio.');
  },
};

export const Deshabilitado: Story = { args: { value: '102', disabled: true } };
