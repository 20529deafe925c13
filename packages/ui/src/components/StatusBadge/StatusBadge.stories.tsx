import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusTones } from './StatusBadge';

const meta = {
  title: 'Datos/StatusBadge',
  component: StatusBadge,
  argTypes: { tone: { control: 'inline-radio', options: statusTones } },
  args: { label: 'Activo', tone: 'success' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activo: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Activo')).toHaveAttribute('data-tone', 'success');
  },
};

export const Pendiente: Story = { args: { label: 'Pendiente', tone: 'warning' } };

export const Vencido: Story = { args: { label: 'Vencido', tone: 'danger' } };

export const Catálogo: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {/* The tones the screens give these states: an inactive record is set aside, not in danger. */}
      <StatusBadge label="Activo" tone="success" />
      <StatusBadge label="Inactivo" tone="neutral" />
      <StatusBadge label="Enviado" tone="info" />
      <StatusBadge label="Pendiente" tone="warning" />
      <StatusBadge label="Vencido" tone="danger" />
    </div>
  ),
};
