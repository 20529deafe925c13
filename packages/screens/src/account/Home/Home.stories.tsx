import { adminUser } from '@horizontal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Home } from './Home';

const meta = {
  title: 'Pantallas/Cuenta/Home',
  component: Home,
  args: { userName: adminUser.name, entries: adminUser.modules, onOpen: fn() },
  parameters: { layout: 'padded', screenFrame: 'none' },
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

/** /complejo: the module's own page names the module and offers its screens. */
export const PáginaDeMódulo: Story = {
  args: {
    module: 'Complejo',
    entries: [
      { name: 'Residentes', route: '/residentes/listado' },
      { name: 'Apartamentos', route: '/apartamentos/listado' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Complejo' })).toBeVisible();
    await expect(canvas.queryByText('Inicio')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Apartamentos' }));
    await expect(args.onOpen).toHaveBeenCalledWith('/apartamentos/listado');
  },
};

export const SinMódulos: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('no tiene módulos asignados');
  },
};
