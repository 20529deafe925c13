import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { RUTField } from './RUTField';

const meta = {
  title: 'Formularios/RUTField',
  component: RUTField,
  render: renderControlled(RUTField),
  args: { value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RUTField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('RUT');
    await userEvent.type(input, '211003420017');
    await expect(input).toHaveValue('21 100342 001 7');
    await expect(args.onChange).toHaveBeenLastCalledWith('211003420017');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const DígitoIncorrecto: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('RUT');
    await userEvent.type(input, '211003420018');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no es válido');
  },
};

export const Válido: Story = { args: { value: '211003420017' } };

export const Deshabilitado: Story = { args: { value: '211003420017', disabled: true } };
