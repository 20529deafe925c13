import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navegación/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Complejo', href: '/complejo' },
      { label: 'Residentes', href: '/residentes/listado' },
      { label: 'Modificar residente' },
    ],
    onNavigate: fn(),
    onBack: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConVolver: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(within(nav).getByText('Modificar residente')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Residentes' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/residentes/listado');
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    // The same from the keyboard: Volver first in the tab order, then each link of the trail.
    canvas.getByRole('button', { name: 'Volver' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Complejo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/complejo');
  },
};

export const SinVolver: Story = { args: { onBack: undefined } };

export const UnSoloNivel: Story = { args: { items: [{ label: 'Inicio' }], onBack: undefined } };
