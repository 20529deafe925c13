import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderControlled } from '../../internal/stories';
import { Switch } from './Switch';

const meta = {
  title: 'Formularios/Switch',
  component: Switch,
  render: renderControlled(Switch, 'checked'),
  args: {
    label: 'Recibir notificaciones en el navegador',
    hint: 'Reservas, mensajes y pagos nuevos.',
    checked: false,
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Apagado: Story = {
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Recibir notificaciones en el navegador' });
    await expect(control).toHaveAccessibleDescription('Reservas, mensajes y pagos nuevos.');
    control.focus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Encendido: Story = { args: { checked: true } };

export const Deshabilitado: Story = { args: { checked: true, disabled: true } };
