import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Landing } from './Landing';

const meta = {
  title: 'Pantallas/Públicas/Landing',
  component: Landing,
  args: { onLogin: fn(), onRequestAccess: fn() },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inicio: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar acceso' }));
    await expect(args.onRequestAccess).toHaveBeenCalledOnce();
  },
};
