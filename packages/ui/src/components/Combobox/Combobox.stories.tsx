import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { renderControlled, roomForListbox } from '../../internal/stories';
import { Combobox, type ComboboxOption } from './Combobox';

const residents: ComboboxOption[] = [
  { value: '1', label: 'Martín Rodríguez', description: 'Torre A · Apto. 101' },
  { value: '2', label: 'Lucía Fernández', description: 'Torre A · Apto. 302' },
  { value: '3', label: 'José Pérez', description: 'Torre B · Apto. 204' },
  { value: '4', label: 'María Gómez', description: 'Torre B · Apto. 305' },
  { value: '5', label: 'Ana Martínez', description: 'Torre C · Apto. 1101' },
  { value: '6', label: 'Diego Suárez', description: 'Torre C · Apto. 702' },
];

const searchResidents = (query: string, signal: AbortSignal) =>
  new Promise<ComboboxOption[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      const needle = query.toLowerCase();
      resolve(residents.filter((resident) => resident.label.toLowerCase().includes(needle)));
    }, 150);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Búsqueda reemplazada', 'AbortError'));
    });
  });

const meta = {
  title: 'Formularios/Combobox',
  component: Combobox,
  render: renderControlled(Combobox),
  decorators: [roomForListbox],
  args: { label: 'Residente', value: null, options: residents, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Residente' });
    await userEvent.type(input, 'martin');
    const listbox = canvas.getByRole('listbox', { name: 'Residente' });
    // Accents are ignored: "martin" finds Martín Rodríguez and Ana Martínez.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(residents[4]);
    await expect(input).toHaveValue('Ana Martínez');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const ConValor: Story = {
  args: { value: residents[1] ?? null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Residente' })).toHaveValue('Lucía Fernández');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Lucía Fernández' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('combobox', { name: 'Residente' })).toHaveFocus();
  },
};

export const BúsquedaEnElServidor: Story = {
  args: { options: undefined, loadOptions: searchResidents, minQueryLength: 2, label: 'Buscar residente' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Buscar residente' });
    await userEvent.type(input, 'p');
    await expect(canvas.getByRole('status')).toHaveTextContent('Escriba al menos 2 letras para buscar.');
    await userEvent.type(input, 'é');
    await expect(canvas.getByRole('status')).toHaveTextContent('Buscando…');
    const option = await canvas.findByRole('option', { name: /José Pérez/ });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith(residents[2]);
  },
};

export const SinResultados: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Zapata');
    await expect(canvas.getByRole('status')).toHaveTextContent('No hay resultados para «Zapata».');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ErrorDeCarga: Story = {
  args: { options: undefined, loadOptions: () => Promise.reject(new Error('sin conexión')), debounceMs: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'Ana');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('No se pudieron cargar las opciones. Intente nuevamente.'),
    );
  },
};

export const ConError: Story = { args: { error: 'Seleccione el residente que recibe la encomienda.', required: true } };

export const Deshabilitado: Story = { args: { value: residents[0] ?? null, disabled: true } };
