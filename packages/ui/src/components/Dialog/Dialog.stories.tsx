import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogClose, dialogSizes } from './Dialog';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  args: {
    title: 'Nueva torre',
    description: 'Complete los datos de la torre del complejo Altos del Prado.',
    trigger: <Button>Nueva torre</Button>,
    onOpenChange: fn(),
    children: <TextField label="Nombre de la torre" value="Torre B" onChange={() => undefined} />,
    footer: (
      <>
        <DialogClose>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button>Guardar</Button>
      </>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cerrado: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Nueva torre' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nueva torre' });
    await expect(dialog).toHaveAccessibleDescription('Complete los datos de la torre del complejo Altos del Prado.');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Abierto: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Nueva torre' });
    await expect(within(dialog).getByLabelText('Nombre de la torre')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const SinDescripción: Story = {
  args: { defaultOpen: true, description: undefined, size: 'sm' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Nueva torre' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Grande: Story = { args: { defaultOpen: true, size: 'lg' } };
