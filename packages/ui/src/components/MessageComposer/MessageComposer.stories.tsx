import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MessageComposer, type MessageComposerProps } from './MessageComposer';

function Controlled(props: MessageComposerProps) {
  const [value, setValue] = useState(props.value);
  return <MessageComposer {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Mensajería/MessageComposer',
  component: MessageComposer,
  render: (args) => <Controlled {...args} />,
  args: { value: '', onChange: fn(), onSend: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Respuesta'), '  Primera línea{Enter}segunda línea  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith('Primera línea\nsegunda línea');
  },
};

export const AtajoDeTeclado: Story = {
  args: { value: 'Le confirmo la reserva.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByLabelText('Respuesta'));
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSend).toHaveBeenCalledWith('Le confirmo la reserva.');
  },
};

export const Enviando: Story = {
  args: { value: 'Le confirmo la reserva.', sending: true },
  play: async ({ args, canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: /Enviar/ });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const ConError: Story = { args: { value: 'Hola', error: 'No se pudo enviar el mensaje. Intente nuevamente.' } };

export const Deshabilitado: Story = { args: { disabled: true } };
