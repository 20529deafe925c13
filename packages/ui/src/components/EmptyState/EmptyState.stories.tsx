import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onCreate = fn();

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Todavía no hay reservas',
    description: 'Cree la primera desde Nueva reserva.',
    action: <Button onClick={onCreate}>Nueva reserva</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConAcción: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Todavía no hay reservas' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva reserva' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const SinResultados: Story = {
  args: {
    icon: 'search',
    title: 'No hay residentes que coincidan con «Gómez»',
    description: 'Revise lo que escribió o quite los filtros.',
    action: undefined,
    headingLevel: 3,
  },
};
