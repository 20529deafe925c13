import { accountMessages } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ChangePassword } from './ChangePassword';

const meta = {
  title: 'Pantallas/Cuenta/ChangePassword',
  component: ChangePassword,
  // Forced, it stands alone before the app's frame, as /change opens before the menus.
  parameters: { screenFrame: (args: { forced?: boolean }) => (args.forced ? 'page' : 'shell') },
  args: {
    forced: false,
    onSubmit: fn(answer(ok(accountMessages.changed))),
    onChanged: fn(),
    onCancel: fn(),
    onSignOut: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof ChangePassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const rule = (canvasElement: HTMLElement, name: RegExp) =>
  within(within(canvasElement).getByRole('list', { name: 'La contraseña debe tener' })).getByText(name);

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(canvas.getByText('Ingrese su contraseña actual.')).toBeVisible();
    await expect(canvas.getByText('Ingrese una contraseña.')).toBeVisible();
    await expect(canvas.getByText('Repita la nueva contraseña.')).toBeVisible();
    await expect(canvas.getByLabelText('Contraseña actual')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReglasEnVivo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Nueva contraseña');
    await userEvent.type(field, 'abc');
    await expect(rule(canvasElement, /Una letra minúscula/)).toHaveTextContent('cumplido');
    await expect(rule(canvasElement, /Una letra mayúscula/)).toHaveTextContent('pendiente');
    await userEvent.type(field, 'DEF12#');
    for (const name of [/Entre 8 y 15/, /mayúscula/, /Un número/, /carácter especial/]) {
      await expect(rule(canvasElement, name)).toHaveTextContent('cumplido');
    }
  },
};

export const NoCoinciden: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Contraseña actual'), 'Clave#2026');
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'Nueva#2027');
    await userEvent.type(canvas.getByLabelText('Repita la nueva contraseña'), 'Nueva#2028');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Repita la nueva contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden: escriba la misma contraseña nueva en los dos campos.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const IgualALaActual: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Contraseña actual'), 'Clave#2026');
    await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'Clave#2026');
    await userEvent.tab();
    await expect(canvas.getByText('La nueva contraseña debe ser distinta de la actual.')).toBeVisible();
  },
};

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Contraseña actual'), 'Clave#2026');
  await userEvent.type(canvas.getByLabelText('Nueva contraseña'), 'Nueva#2027');
  await userEvent.type(canvas.getByLabelText('Repita la nueva contraseña'), 'Nueva#2027');
  await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
  return canvas;
};

export const Cambiada: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(args.onSubmit).toHaveBeenCalledWith({ currentPassword: 'Clave#2026', newPassword: 'Nueva#2027' });
    await expect(await canvas.findByText(/Su contraseña fue cambiada/)).toBeVisible();
    await expect(args.onChanged).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText('Contraseña actual')).toHaveValue('');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(accountMessages.wrongCurrent))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(await canvas.findByText(accountMessages.wrongCurrent)).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

export const Obligatorio: Story = {
  args: { forced: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cambie su contraseña' })).toBeInTheDocument();
    await expect(canvas.getByText(/la contraseña que recibió es temporal/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const ObligatorioCambiada: Story = {
  args: { forced: true },
  play: async ({ args, canvasElement }) => {
    await fill(canvasElement);
    await expect(args.onChanged).toHaveBeenCalledOnce();
  },
};
