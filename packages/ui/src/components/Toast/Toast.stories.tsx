import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, type ToastOptions, toastSeverities, useToast } from './Toast';

function ToastDemo(options: ToastOptions) {
  const toast = useToast();
  return <Button onClick={() => toast.show(options)}>Mostrar notificación</Button>;
}

function ShowOnMount({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const options of toasts) toast.show({ durationMs: 600_000, ...options });
  }, [toast, toasts]);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  decorators: [
    (Story) => (
      <Toaster>
        <Story />
      </Toaster>
    ),
  ],
  argTypes: { severity: { control: 'inline-radio', options: toastSeverities } },
  args: { message: 'Nueva reserva del salón de fiestas para el 12/03/2026.' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const showToast = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificación' }));
  await waitFor(() => expect(document.body.querySelector('[data-slot="toast"]')).not.toBeNull());
  return document.body.querySelector('[data-slot="toast"]');
};

export const Información: Story = {
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await expect(toast).toHaveTextContent('Nueva reserva del salón de fiestas para el 12/03/2026.');
    await expect(toast).toHaveAttribute('data-severity', 'info');
    await expect(toast).toHaveAttribute('data-duration', '5000');
    await expect(toast?.querySelector('[data-slot="toast-title"]')).toBeNull();
  },
};

export const ConTítulo: Story = {
  args: { title: 'Reservas', severity: 'success' },
  play: async ({ canvasElement }) => {
    const toast = await showToast(canvasElement);
    await expect(toast?.querySelector('[data-slot="toast-title"]')).toHaveTextContent('Reservas');
  },
};

export const Peligro: Story = {
  args: { severity: 'danger', message: 'No se pudo enviar el mensaje. Intente nuevamente.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificación' }));
    await waitFor(() =>
      expect(document.body.querySelector('[data-slot="toast"][data-severity="danger"]')).not.toBeNull(),
    );
  },
};

export const CierreAutomático: Story = {
  args: { durationMs: 300 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificación' }));
    await waitFor(() => expect(document.body.querySelector('[data-slot="toast"][data-severity]')).not.toBeNull());
    await waitFor(() => expect(document.body.querySelector('[data-slot="toast"][data-severity]')).toBeNull());
  },
};

export const CerrarConElBotón: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar notificación' }));
    const close = await within(document.body).findByRole('button', { name: 'Cerrar notificación' });
    // From the keyboard, as someone without a mouse closes it (a click takes the same path).
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.body.querySelector('[data-slot="toast"][data-severity]')).toBeNull());
  },
};

export const Catálogo: Story = {
  render: () => (
    <ShowOnMount
      toasts={toastSeverities.map((severity) => ({
        severity,
        title: severity === 'info' ? undefined : `Aviso de tipo ${severity}`,
        message: 'Texto de ejemplo de la notificación.',
      }))}
    />
  ),
};
