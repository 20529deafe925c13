import { formatCi, formatCurrency } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from '../StatusBadge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Datos/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: 'Nombre', description: 'Martín Rodríguez' },
      { term: 'Cédula de identidad', description: formatCi('12345672') },
      { term: 'Correo electrónico', description: 'martin.rodriguez@correo.com.uy' },
      { term: 'Teléfono', description: '' },
      { term: 'Apartamento', description: 'Torre A · 101' },
      { term: 'Saldo', description: formatCurrency(-1250050) },
      { term: 'Estado', description: <StatusBadge label="Activo" tone="success" /> },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DosColumnas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(7);
    await expect(canvas.getByText('1.234.567-2')).toBeInTheDocument();
    // An empty value reads as a dash, not as nothing.
    await expect(canvas.getByText('Teléfono').nextElementSibling).toHaveTextContent('—');
  },
};

export const UnaColumna: Story = { args: { columns: 1 } };

export const TresColumnas: Story = { args: { columns: 3 } };
