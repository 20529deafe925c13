import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { CIField, ciFieldSizes } from './CIField';

const meta = {
  title: 'Formularios/CIField',
  component: CIField,
  render: renderControlled(CIField),
  argTypes: { size: { control: 'inline-radio', options: ciFieldSizes } },
  args: { value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CIField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cédula de identidad');
    await userEvent.type(input, '12345672');
    await expect(input).toHaveValue('1.234.567-2');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345672');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Válido: Story = {
  args: { value: '12345672' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Cédula de identidad')).toHaveValue('1.234.567-2');
  },
};

export const DígitoIncorrecto: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cédula de identidad');
    await userEvent.type(input, '1.234.567-3');
    await expect(input).toHaveValue('1.234.567-3');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('La cédula 1.234.567-3 no es válida: revise los números y el dígito verificador.'),
    );
  },
};

export const Incompleta: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Cédula de identidad');
    await userEvent.type(input, '1234');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('La cédula debe tener 7 u 8 dígitos');
  },
};

export const EditarEnElMedio: Story = {
  args: { value: '12345672' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText<HTMLInputElement>('Cédula de identidad');
    await userEvent.click(input);
    // Caret after "1.23", then Backspace twice removes 3 and 2, keeping the caret after "1".
    input.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('14.567-2');
    await expect(input.selectionStart).toBe(1);
  },
};

export const ErrorDelServidor: Story = {
  args: { value: '12345672', error: 'Ya existe un residente con la cédula 1.234.567-2.' },
};

export const Deshabilitado: Story = { args: { value: '12345672', disabled: true } };

export const Catálogo: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <CIField value="" onChange={() => undefined} />
      <CIField label="Cédula (válida)" value="12345672" onChange={() => undefined} size="sm" />
      <CIField label="Cédula (error)" value="12345673" onChange={() => undefined} error="Revise el dígito." />
      <CIField label="Cédula (deshabilitada)" value="12345672" onChange={() => undefined} disabled />
    </div>
  ),
};
