import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Landing } from './Landing';

const meta = {
  title: 'Pantallas/Públicas/Landing',
  parameters: { screenFrame: 'none' },
  component: Landing,
  args: { onNavigate: fn() },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inicio: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const login = canvas.getByRole('link', { name: 'Ingresar' });
    await expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
    await userEvent.click(canvas.getByRole('link', { name: 'Solicitar acceso' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/access');
  },
};
