import { refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { SessionEnded } from './SessionEnded';

const meta = {
  title: 'Pantallas/Cuenta/SessionEnded',
  component: SessionEnded,
  args: {
    reason: refusals.invalidToken,
    email: 'martin.rodriguez@horizontal.uy',
    onSignIn: fn(answer(ok('Sesión iniciada.'))),
    onLeave: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof SessionEnded>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Su sesión terminó' });

/** Signing in again with the password alone: the screen behind stays as it was. */
export const IngresarDeNuevo: Story = {
  play: async ({ args }) => {
    const inside = within(await dialog());
    // The dialog fades in.
    await waitFor(() => expect(inside.getByText(refusals.invalidToken)).toBeVisible());
    await expect(inside.getByText('martin.rodriguez@horizontal.uy')).toBeVisible();
    await userEvent.type(inside.getByLabelText('Contraseña'), 'Clave.Segura1');
    await userEvent.click(inside.getByRole('button', { name: 'Ingresar y seguir' }));
    await expect(args.onSignIn).toHaveBeenCalledWith('Clave.Segura1');
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const SinContraseña: Story = {
  play: async ({ args }) => {
    const inside = within(await dialog());
    await userEvent.click(inside.getByRole('button', { name: 'Ingresar y seguir' }));
    await expect(inside.getByLabelText('Contraseña')).toHaveAccessibleDescription(/Ingrese su contraseña\./);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

export const ContraseñaIncorrecta: Story = {
  args: { onSignIn: fn(answer(failure('Correo electrónico o contraseña incorrectos.'))) },
  play: async ({ args }) => {
    const inside = within(await dialog());
    await userEvent.type(inside.getByLabelText('Contraseña'), 'otra');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(inside.getByLabelText('Contraseña')).toHaveAccessibleDescription(
        /Correo electrónico o contraseña incorrectos\./,
      ),
    );
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const SalirSinGuardar: Story = {
  play: async ({ args }) => {
    const inside = within(await dialog());
    await userEvent.click(inside.getByRole('button', { name: 'Salir sin guardar' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** Escape closes it: the person stays on the screen, e.g. to copy what they wrote. */
export const Cerrar: Story = {
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};
