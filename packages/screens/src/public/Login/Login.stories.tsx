import { createApi } from '@horizontal/api';
import type { SigninRequest } from '@horizontal/domain';
import { adminUser, authScenarios, handlers, mockPassword } from '@horizontal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Login, type LoginProps } from './Login';

const meta = {
  title: 'Pantallas/Públicas/Login',
  parameters: { screenFrame: 'none' },
  component: Login,
  args: { status: 'idle', onSubmit: fn(), onNavigate: fn() },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(canvas.getByText('Ingrese su correo electrónico.')).toBeInTheDocument();
    await expect(canvas.getByText('Ingrese su contraseña.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Completo: Story = {
  args: { initialEmail: adminUser.email },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Contraseña/), `${mockPassword}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: adminUser.email, password: mockPassword });
  },
};

export const CorreoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Correo electrónico/), 'martin@correo');
    await userEvent.type(canvas.getByLabelText(/Contraseña/), 'Clave#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
    await expect(canvas.getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription(
      'Ingrese un correo electrónico válido, por ejemplo nombre@dominio.com.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: {
    initialEmail: adminUser.email,
    serverError: 'El correo o la contraseña no son correctos. Revíselos e intente nuevamente.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no son correctos');
  },
};

export const Cargando: Story = {
  args: { status: 'submitting', initialEmail: adminUser.email },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Ingresando/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const EnlacesDeAcceso: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: '¿Olvidó su contraseña?' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/forgot');
  },
};

/** The screen wired to the real api client, answered by the mocks. */
function LoginWithApi({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [state, setState] = useState<Pick<LoginProps, 'status' | 'serverError'>>({ status: 'idle' });
  const api = createApi({ getToken: () => null });
  const submit = async (credentials: SigninRequest) => {
    setState({ status: 'submitting' });
    const answer = await api.auth.signin(credentials);
    if (answer.ok) {
      setState({ status: 'idle' });
      onSignedIn(answer.token);
    } else setState({ status: 'idle', serverError: answer.message });
  };
  return <Login {...state} onSubmit={submit} onNavigate={() => undefined} />;
}

const signIn = async (canvasElement: HTMLElement, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Correo electrónico/), adminUser.email);
  await userEvent.type(canvas.getByLabelText(/Contraseña/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Ingresar' }));
  return canvas;
};

const onSignedIn = fn();

export const FlujoContraseñaIncorrecta: Story = {
  render: () => <LoginWithApi onSignedIn={onSignedIn} />,
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'Incorrecta#1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El correo o la contraseña no son correctos. Revíselos e intente nuevamente.',
    );
  },
};

export const FlujoCorrecto: Story = {
  render: () => <LoginWithApi onSignedIn={onSignedIn} />,
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement, mockPassword);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.stringMatching(/^mock-token-/)));
  },
};

export const FlujoServidorCaído: Story = {
  render: () => <LoginWithApi onSignedIn={onSignedIn} />,
  parameters: { msw: { handlers: [...authScenarios.signinServerError, ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, mockPassword);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('error inesperado en el servidor');
  },
};
