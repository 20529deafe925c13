import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Acciones/ButtonLink',
  component: ButtonLink,
  args: { to: '/login', children: 'Ingresar', onNavigate: fn() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primario: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ingresar' });
    await expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};

export const Secundario: Story = {
  args: { variant: 'secondary', to: '/access', children: 'Solicitar acceso' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Solicitar acceso' });
    // Keyboard: a link is reached with Tab and followed with Enter.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/access');
  },
};
