import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { Select } from './Select';

const unitTypes = [
  { value: '1', label: 'Apartamento' },
  { value: '2', label: 'Local comercial' },
  { value: '3', label: 'Oficina' },
  { value: '4', label: 'Cochera', disabled: true },
];

const meta = {
  title: 'Formularios/Select',
  component: Select,
  render: renderControlled(Select),
  args: { label: 'Tipo de unidad', value: '', options: unitTypes, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tipo de unidad' });
    await expect(trigger).toHaveTextContent('Seleccione una opción');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Cochera' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Oficina' }));
    await expect(args.onChange).toHaveBeenCalledWith('3');
    await waitFor(() => expect(trigger).toHaveTextContent('Oficina'));
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

export const ConTeclado: Story = {
  args: { value: '1' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tipo de unidad' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ConValor: Story = { args: { value: '2' } };

export const ConError: Story = { args: { error: 'Seleccione el tipo de unidad.', required: true } };

export const Deshabilitado: Story = { args: { value: '1', disabled: true } };
