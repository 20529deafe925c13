import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: '¿Eliminar el estacionamiento E-12?',
    confirmLabel: 'Eliminar',
    onConfirm: fn(),
    onCancel: fn(),
    trigger: <Button variant="danger">Eliminar</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar' }));
  return within(document.body).findByRole('alertdialog', { name: '¿Eliminar el estacionamiento E-12?' });
};

export const Confirmar: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancelar: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Procesando: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await expect(within(dialog).getByRole('button', { name: /Eliminar/ })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Abierto: Story = {
  args: {
    defaultOpen: true,
    title: '¿Cerrar el mes de Marzo 2026?',
    description: 'Se generarán los estados de cuenta de 124 apartamentos. Esta acción no se puede deshacer.',
    confirmLabel: 'Cerrar mes',
    tone: 'primary',
  },
};
