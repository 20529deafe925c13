import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Formularios/PhoneField',
  component: PhoneField,
  render: renderControlled(PhoneField),
  args: { value: '', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '2900-1234');
    await expect(input).toHaveValue('2900 1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('29001234');
  },
};

/** A mobile as people write it: shown 099 123 456, kept as the spec's 8 digits. */
export const Celular: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '099 123 456');
    await expect(input).toHaveValue('099 123 456');
    await expect(args.onChange).toHaveBeenLastCalledWith('99123456');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const ConPrefijo: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '+598 99 123 456');
    await expect(input).toHaveValue('099 123 456');
    await expect(args.onChange).toHaveBeenLastCalledWith('99123456');
  },
};

/** A digit too many is never dropped in silence: it stays, and the field says what is wrong. */
export const DemasiadoLargo: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '099-123-4567');
    await expect(input).toHaveValue('099 123 4567');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Al teléfono celular le sobra un dígito: se escribe 09X XXX XXX.'),
    );
  },
};

/** A mobile one digit short is not taken for a landline of 8 digits. */
export const FaltaUnDígito: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '099 123 45');
    await expect(input).toHaveValue('099 123 45');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'),
    );
  },
};

export const Corto: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '2900');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Al teléfono fijo le faltan 4 dígitos: se escribe 2XXX XXXX o 4XXX XXXX.'),
    );
  },
};

export const NoEsDeUruguay: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(input, '12345678');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('El teléfono no es un número de Uruguay: los fijos empiezan con 2 o 4'),
    );
  },
};

export const Completo: Story = {
  args: { value: '29001234' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Teléfono')).toHaveValue('2900 1234');
  },
};

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
