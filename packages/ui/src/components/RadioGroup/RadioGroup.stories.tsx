import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Formularios/RadioGroup',
  component: RadioGroup,
  render: renderControlled(RadioGroup),
  args: {
    label: 'Frecuencia del mantenimiento',
    value: 'monthly',
    onChange: fn(),
    options: [
      { value: 'weekly', label: 'Semanal' },
      { value: 'monthly', label: 'Mensual', hint: 'El mismo día de cada mes.' },
      { value: 'yearly', label: 'Anual' },
      { value: 'once', label: 'Una sola vez', disabled: true },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Frecuencia del mantenimiento' })).toBeInTheDocument();
    const monthly = canvas.getByRole('radio', { name: 'Mensual' });
    await expect(monthly).toBeChecked();
    monthly.focus();
    // Held down as a person does: Radix moves focus on a timer and checks the radio only while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Anual' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('yearly');
    await userEvent.click(canvas.getByText('Semanal'));
    await expect(args.onChange).toHaveBeenLastCalledWith('weekly');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };

export const ConError: Story = { args: { value: '', error: 'Elija una frecuencia.', required: true } };

export const Deshabilitado: Story = { args: { disabled: true } };
