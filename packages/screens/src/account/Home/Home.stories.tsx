import { adminUser } from '@horizontal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Home } from './Home';

const meta = {
  title: 'Pantallas/Inicio/Home',
  component: Home,
  args: { userName: adminUser.name, entries: adminUser.modules, onOpen: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Administrador: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complejo' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/complejo');
  },
};

export const Maestro: Story = {
  args: {
    userName: 'Lucía Fernández',
    entries: [
      { name: 'Administradoras', route: '/administradoras' },
      { name: 'Complejos', route: '/complejos' },
      { name: 'Usuarios', route: '/usuarios' },
    ],
  },
};

export const SinMódulos: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('no tiene módulos asignados');
  },
};
