import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

function Controlled(props: PhoneFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PhoneField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Formularios/PhoneField',
  component: PhoneField,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '2900-1234 56');
    await expect(input).toHaveValue('29001234');
    await expect(args.onChange).toHaveBeenLastCalledWith('29001234');
  },
};

export const Corto: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '2900');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('El teléfono debe tener exactamente 8 dígitos (tiene 4).'),
    );
  },
};

export const Completo: Story = { args: { value: '29001234' } };

export const Obligatorio: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ingrese un teléfono.');
  },
};

export const Deshabilitado: Story = { args: { value: '29001234', disabled: true } };
