import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'md' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mediano: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  },
};

export const ConEtiqueta: Story = { args: { label: 'Guardando residente…', size: 'lg' } };

export const Catálogo: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </div>
  ),
};
