import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navegación/Tabs',
  component: Tabs,
  args: {
    label: 'Mensajes',
    onValueChange: fn(),
    items: [
      { value: 'inbox', label: 'Recibidos', count: 4, content: <p>Bandeja de entrada.</p> },
      { value: 'sent', label: 'Enviados', content: <p>Mensajes enviados.</p> },
      { value: 'drafts', label: 'Borradores', content: <p>Borradores.</p>, disabled: true },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primera: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Mensajes' })).toBeInTheDocument();
    const inbox = canvas.getByRole('tab', { name: 'Recibidos 4' });
    await expect(inbox).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Bandeja de entrada.');
    inbox.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Enviados' })).toHaveAttribute('aria-selected', 'true'));
    await expect(args.onValueChange).toHaveBeenCalledWith('sent');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Mensajes enviados.');
  },
};

export const Segunda: Story = { args: { defaultValue: 'sent' } };
