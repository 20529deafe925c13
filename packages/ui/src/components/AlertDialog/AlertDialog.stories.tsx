import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertDialog, alertDialogTones } from './AlertDialog';

const meta = {
  title: 'Feedback/AlertDialog',
  component: AlertDialog,
  argTypes: { tone: { control: 'inline-radio', options: alertDialogTones } },
  args: {
    open: true,
    onClose: fn(),
    tone: 'danger',
    message: 'El usuario no tiene complejos asignados. Comuníquese con su administradora.',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MensajeDelServidor: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'No se pudo completar' });
    await expect(dialog).toHaveAccessibleDescription(args.message);
    const accept = within(dialog).getByRole('button', { name: 'Aceptar' });
    await expect(accept).toHaveFocus();
    await userEvent.click(accept);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SinComplejo: Story = {
  args: { tone: 'warning', title: 'Atención', message: '¡Debe seleccionar un complejo!' },
  play: async ({ args }) => {
    await within(document.body).findByRole('alertdialog', { name: 'Atención' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Información: Story = { args: { tone: 'info', message: 'Se envió el correo de recuperación.' } };

export const Éxito: Story = { args: { tone: 'success', message: 'Los documentos se generaron correctamente.' } };
