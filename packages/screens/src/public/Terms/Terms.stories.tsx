import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Terms } from './Terms';

const meta = {
  title: 'Pantallas/Públicas/Terms',
  component: Terms,
  parameters: { screenFrame: 'page' },
  args: { onNavigate: fn() },
} satisfies Meta<typeof Terms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Texto: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Términos y Condiciones' })).toBeInTheDocument();
    await expect(canvas.getByText(/leyes de la República Oriental del Uruguay/)).toBeVisible();
    await userEvent.click(within(canvas.getByRole('article')).getByRole('link', { name: 'Política de Privacidad' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/policy');
    await userEvent.click(canvas.getByRole('link', { name: 'Iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
