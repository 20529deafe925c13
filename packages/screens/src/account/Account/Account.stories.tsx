import { accountMessages, refusals } from '@horizontal/domain';
import { adminUser, masterUser } from '@horizontal/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { Account } from './Account';

const meta = {
  title: 'Pantallas/Cuenta/Account',
  component: Account,
  args: {
    user: adminUser,
    onSubmit: fn(answer(ok(accountMessages.profileUpdated))),
    onChangePassword: fn(),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof Account>;

export default meta;
type Story = StoryObj<typeof meta>;

const term = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByText(name, { selector: 'dt' }).nextElementSibling;

export const Detalle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    await expect(term(canvasElement, 'Cédula de identidad')).toHaveTextContent('3.216.549-8');
    await expect(term(canvasElement, 'Rol')).toHaveTextContent('Administrador de complejos');
    await expect(term(canvasElement, 'Administradora')).toHaveTextContent('Administradora del Prado S.A.');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar contraseña' }));
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
  },
};

export const Maestro: Story = {
  args: { user: masterUser },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Administradora', { selector: 'dt' })).toBeNull();
  },
};

export const NombresLargos: Story = {
  args: {
    user: {
      ...adminUser,
      name: 'María de los Ángeles Fernández Rodríguez de la Fuente Etchevarren',
      email: 'maria.de.los.angeles.fernandez.rodriguez@administradoradelpradoypocitos.com.uy',
      company: { id: 9, name: 'Administradora de Propiedad Horizontal del Prado, Pocitos y Punta Carretas S.A.' },
    },
  },
};

export const Modificar: Story = {
  args: { initialMode: 'MODIFY' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modificar mis datos' })).toBeInTheDocument();
    const name = canvas.getByLabelText('Nombre y apellido');
    await expect(name).toHaveValue('Martín Rodríguez');
    // E-mail and CI are not editable here.
    await expect(canvas.queryByRole('textbox', { name: 'Correo electrónico' })).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Martín Rodríguez Pérez');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Martín Rodríguez Pérez', phone: '98765432' });
    await expect(await canvas.findByText('Sus datos fueron actualizados.')).toBeVisible();
    await expect(term(canvasElement, 'Nombre y apellido')).toHaveTextContent('Martín Rodríguez Pérez');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

export const ErroresDeValidación: Story = {
  args: { initialMode: 'MODIFY' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Nombre y apellido'));
    await userEvent.clear(canvas.getByLabelText('Teléfono'));
    await userEvent.type(canvas.getByLabelText('Teléfono'), '2401');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(canvas.getByText('Ingrese el nombre y apellido.')).toBeVisible();
    await expect(
      canvas.getByText('Al teléfono fijo le faltan 4 dígitos: se escribe 2XXX XXXX o 4XXX XXXX.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: {
    initialMode: 'MODIFY',
    // Name, phone and cédula are the user's own to change: what the server may answer is its own failure.
    onSubmit: fn(answer(failure(refusals.unexpected))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nombre y apellido'), ' Pérez');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusals.unexpected);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modificar mis datos' })).toBeInTheDocument();
  },
};

export const CancelarSinCambios: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar datos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeInTheDocument();
    await expect(canvas.queryByText('Sus datos fueron actualizados.')).toBeNull();
  },
};
