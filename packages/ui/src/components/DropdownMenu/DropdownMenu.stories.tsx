import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { DropdownMenu } from './DropdownMenu';

const onHome = fn();
const onAccount = fn();
const onSignOut = fn();

const meta = {
  title: 'Navegación/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: (
      <Button variant="secondary">
        Martín Rodríguez <Icon name="chevronDown" size="sm" />
      </Button>
    ),
    items: [
      { label: 'Inicio', onSelect: onHome },
      { label: 'Módulos', onSelect: fn() },
      { label: 'Configuración', onSelect: fn() },
      { label: 'Cuenta', onSelect: onAccount },
      { type: 'separator' },
      { label: 'Cerrar Sesión', onSelect: onSignOut, tone: 'danger' },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenúDeCuenta: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Martín Rodríguez/ });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cuenta' }));
    await expect(onAccount).toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ConTeclado: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Martín Rodríguez/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Inicio' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(onSignOut).toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const AccionesDeFila: Story = {
  args: {
    trigger: (
      <Button variant="ghost" size="sm" iconOnly aria-label="Acciones para Torre A">
        <Icon name="more" />
      </Button>
    ),
    items: [
      { type: 'label', label: 'Torre A' },
      { label: 'Modificar', onSelect: fn(), icon: 'file' },
      { label: 'Asociar apartamentos', onSelect: fn(), badge: 3 },
      { label: 'Exportar', onSelect: fn(), disabled: true },
      { type: 'separator' },
      { label: 'Eliminar', onSelect: fn(), tone: 'danger' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Acciones para Torre A' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Exportar' })).toHaveAttribute('aria-disabled', 'true');
  },
};
