import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled, roomForListbox } from '../../internal/stories';
import { MultiSelect, type MultiSelectOption } from './MultiSelect';

const recipients: MultiSelectOption[] = [
  { value: 'all', label: 'Todos los residentes' },
  { value: 't-a', label: 'Torre A', description: '48 apartamentos' },
  { value: 't-b', label: 'Torre B', description: '52 apartamentos' },
  { value: 'r-1', label: 'Martín Rodríguez', description: 'Torre A · Apto. 101' },
  { value: 'r-2', label: 'Lucía Fernández', description: 'Torre A · Apto. 302' },
  { value: 'r-3', label: 'José Pérez', description: 'Torre B · Apto. 204' },
];

const meta = {
  title: 'Formularios/MultiSelect',
  component: MultiSelect,
  render: renderControlled(MultiSelect),
  decorators: [roomForListbox],
  args: { label: 'Destinatarios', value: [], options: recipients, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Destinatarios' });
    await userEvent.type(input, 'torre');
    await userEvent.keyboard('{Enter}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([recipients[1], recipients[2]]);
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await expect(canvas.getByRole('list', { name: 'Destinatarios: seleccionados' })).toHaveTextContent(
      'Torre ATorre B',
    );
  },
};

export const ConSeleccionados: Story = {
  args: { value: [recipients[3], recipients[4]].filter((option) => option !== undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Martín Rodríguez' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([recipients[4]]);
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const DesmarcarDesdeLaLista: Story = {
  args: { value: [recipients[0]].filter((option) => option !== undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox'));
    const selected = canvas.getByRole('option', { name: 'Todos los residentes' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(selected);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const ConError: Story = { args: { error: 'Elija al menos un destinatario.', required: true } };

export const Deshabilitado: Story = {
  args: { value: [recipients[1]].filter((option) => option !== undefined), disabled: true },
};
