import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { CurrencyInput } from './CurrencyInput';

const meta = {
  title: 'Formularios/CurrencyInput',
  component: CurrencyInput,
  render: renderControlled(CurrencyInput),
  args: { label: 'Importe', value: null, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CurrencyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Importe');
    await userEvent.type(input, '1234,56');
    await expect(input).toHaveValue('$ 1.234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith(123456);
  },
};

export const CompletaDecimalesAlSalir: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Importe');
    await userEvent.type(input, '1500,5');
    await expect(input).toHaveValue('$ 1.500,5');
    await userEvent.tab();
    await expect(input).toHaveValue('$ 1.500,50');
    await expect(args.onChange).toHaveBeenLastCalledWith(150050);
  },
};

export const PuntoDelTecladoNumérico: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Importe');
    await userEvent.type(input, '99.9');
    await expect(input).toHaveValue('$ 99,9');
    await expect(args.onChange).toHaveBeenLastCalledWith(9990);
  },
};

export const Borrar: Story = {
  args: { value: 123456 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Importe');
    await expect(input).toHaveValue('$ 1.234,56');
    await userEvent.clear(input);
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Negativo: Story = {
  args: { label: 'Ajuste', allowNegative: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Ajuste');
    await userEvent.type(input, '-250');
    await expect(input).toHaveValue('-$ 250');
    await expect(args.onChange).toHaveBeenLastCalledWith(-25000);
  },
};

export const ConValor: Story = { args: { value: 1234567890 } };

export const ConError: Story = { args: { value: 0, error: 'El importe debe ser mayor que $ 0,00.' } };

export const Deshabilitado: Story = { args: { value: 990000, disabled: true } };
