import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup, SkeletonText, skeletonShapes, skeletonWidths } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    width: { control: 'inline-radio', options: skeletonWidths },
  },
  args: { shape: 'text', width: 'full' },
  decorators: [
    (Story) => (
      <SkeletonGroup label="Cargando residentes…">
        <Story />
      </SkeletonGroup>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Texto: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Cargando residentes…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

export const Fila: Story = { args: { shape: 'row' } };

export const Bloque: Story = { args: { shape: 'block', width: 'half' } };

export const Círculo: Story = { args: { shape: 'circle' } };

export const Párrafo: Story = { render: () => <SkeletonText lines={4} /> };

export const Tabla: Story = {
  render: () => (
    <>
      <Skeleton shape="text" width="quarter" />
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={index} shape="row" />
      ))}
    </>
  ),
};
