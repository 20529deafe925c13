import { publicMessages, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answer, failure, ok, pending } from '../../shared/stories/answers';
import { Forgot } from './Forgot';

const meta = {
  title: 'Pantallas/Públicas/Forgot',
  component: Forgot,
  parameters: { screenFrame: 'page' },
  args: {
    onSubmit: fn(answer(ok(publicMessages.codeSent))),
    onContinue: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof Forgot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Ingrese un correo electrónico.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CorreoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'martin.correo.com{Enter}');
    await expect(canvas.getByText('El correo electrónico debe tener la forma nombre@dominio.com.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CódigoEnviado: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), ' admin@horizontal.uy {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'admin@horizontal.uy' });
    await expect(await canvas.findByRole('heading', { name: 'Revise su correo' })).toBeInTheDocument();
    await expect(canvas.getByText(/Le enviamos un código de 6 dígitos a admin@horizontal.uy/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar el código' }));
    await expect(await canvas.findByText('Le enviamos un código nuevo.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar el código' }));
    await expect(args.onContinue).toHaveBeenCalledWith('admin@horizontal.uy');
  },
};

/**
 * The server never tells whether an e-mail has a user (it answers the same «le enviamos un código» to any); what it
 * refuses is a burst of requests from one place.
 */
export const ErrorDelServidor: Story = {
  args: {
    initialEmail: 'admin@horizontal.uy',
    onSubmit: fn(answer(failure(refusals.tooManyRequests))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusals.tooManyRequests);
    await expect(canvas.getByRole('heading', { name: 'Recuperar contraseña' })).toBeInTheDocument();
  },
};

export const Enviando: Story = {
  args: { initialEmail: 'admin@horizontal.uy', onSubmit: fn(pending()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await expect(canvas.getByRole('button', { name: /Enviar código/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Enviar código/ }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const VolverAlIngreso: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Volver a iniciar sesión' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/login');
  },
};
