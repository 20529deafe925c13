import { formatCurrency } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatTile, statTileTones } from './StatTile';

const meta = {
  title: 'Datos/StatTile',
  component: StatTile,
  argTypes: { tone: { control: 'inline-radio', options: statTileTones } },
  args: { label: 'Recaudado en marzo', value: formatCurrency(123456789), tone: 'brand' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Recaudado en marzo');
    await expect(canvas.getByText('$ 1.234.567,89')).toBeInTheDocument();
  },
};

export const EnAumento: Story = { args: { detail: '+12 % respecto a febrero', trend: 'up', tone: 'success' } };

export const EnBaja: Story = {
  args: {
    label: 'Deuda total',
    value: formatCurrency(48250000),
    detail: '+8 % respecto a febrero',
    trend: 'down',
    tone: 'danger',
  },
};

export const Tablero: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(4, 1fr)' }}>
      <StatTile label="Apartamentos" value="124" />
      <StatTile label="Reservas de la semana" value="9" tone="brand" />
      <StatTile label="Recaudado" value={formatCurrency(123456789)} detail="+12 %" trend="up" tone="success" />
      <StatTile label="Deuda" value={formatCurrency(48250000)} detail="37 apartamentos" tone="warning" />
    </div>
  ),
};
