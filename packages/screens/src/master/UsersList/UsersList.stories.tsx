import { userMessages } from '@horizontal/domain';
import { userRowOf } from '@horizontal/mocks';
import { accountFixtures, roleFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import {
  body,
  confirmRowAction,
  listCallbacks,
  listStateStories,
  openRowAction,
  rowMenuLabels,
} from '../../shared/stories/lists';
import { UsersList } from './UsersList';

/** The logins as users.findAll answers them in mock mode; Carlos Sosa, a former porter, is inactive. */
const users = accountFixtures.map((account) => userRowOf(account, roleFixtures));
const former = users.find((user) => user.status === 'inactivo')!;

const meta = {
  title: 'Pantallas/Maestro/UsersList',
  component: UsersList,
  args: {
    state: { status: 'ready', users },
    ...listCallbacks('/usuarios'),
    onEdit: fn(),
    onStatusChange: fn(answer(ok(userMessages.status))),
    onSendTemporaryPassword: fn(answer(ok(userMessages.temporaryPasswordSent('martin@delprado.com.uy')))),
  },
} satisfies Meta<typeof UsersList>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({
  field: 'users',
  createLabel: 'Nuevo usuario',
  empty: { title: 'Todavía no hay usuarios', description: 'Cree el primero desde Nuevo usuario.' },
});

export const ConDatos: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(canvas.getByRole('table', { name: 'Usuarios' })).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[6]).toHaveTextContent('Martín Rodríguez');
    await expect(rows[6]).toHaveTextContent('3.216.549-8');
    await expect(rows[6]).toHaveTextContent('Activo');
    await expect(rows[2]).toHaveTextContent('Carlos Sosa');
    await expect(rows[2]).toHaveTextContent('Inactivo');
    await openRowAction(canvasElement, 'Martín Rodríguez', 'Modificar');
    await expect(args.onEdit).toHaveBeenCalledWith(users[1]);
    // The name is a link to the user's detail; a plain click goes through onView.
    const link = canvas.getByRole('link', { name: 'Martín Rodríguez' });
    await expect(link).toHaveAttribute('href', `/usuarios/modificar?id=${users[1]!.id}&modo=detalle`);
    await userEvent.click(link);
    await expect(args.onView).toHaveBeenCalledWith(users[1]);
  },
};

export const Desactivar: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await openRowAction(canvasElement, 'Martín Rodríguez', 'Desactivar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Desactivar al usuario Martín Rodríguez?' });
    await expect(dialog).toHaveTextContent('No podrá ingresar al sistema hasta que lo vuelva a activar.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(users[1], 'inactivo');
    await expect(await canvas.findByText('Se desactivó al usuario Martín Rodríguez.')).toBeVisible();
  },
};

/** The signed-in master's own row offers no Desactivar (the server refuses it); the others still do. */
export const PropiaFila: Story = {
  args: { signedInUserId: users[1]!.id },
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, users[1]!.name)).toEqual(['Ver', 'Modificar']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Someone lost the welcome e-mail: the master sends a new temporary password, asked first, told after. */
export const EnviarContraseñaTemporal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const martin = users[1]!;
    await openRowAction(canvasElement, martin.name, 'Enviar contraseña temporal');
    const dialog = await body().findByRole('alertdialog', {
      name: `¿Enviar una contraseña temporal nueva a ${martin.name}?`,
    });
    await expect(dialog).toHaveTextContent(`Le llegará por correo a ${martin.email}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar contraseña' }));
    await expect(args.onSendTemporaryPassword).toHaveBeenCalledWith(martin);
    await expect(await canvas.findByText(`Le enviamos a ${martin.email} una contraseña temporal nueva.`)).toBeVisible();
  },
};

/** An inactive user could not use a new password: their row offers Activar, not the e-mail. */
export const SinContraseñaParaInactivos: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rowMenuLabels(canvasElement, former.name)).toEqual(['Ver', 'Modificar', 'Activar']);
    await userEvent.keyboard('{Escape}');
  },
};

export const Activar: Story = {
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, 'Carlos Sosa', 'Activar');
    const dialog = await body().findByRole('alertdialog', { name: '¿Activar al usuario Carlos Sosa?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith(former, 'activo');
  },
};

export const CambioDeEstadoFalla: Story = {
  args: { onStatusChange: fn(answer(failure(userMessages.ownStatus))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await confirmRowAction(canvasElement, 'Lucía Fernández', 'Desactivar');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(userMessages.ownStatus);
  },
};

export const FiltrarPorEstado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each filter's «all» agrees with its noun.
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Todos los estados');
    await expect(canvas.getByRole('combobox', { name: 'Administradora' })).toHaveTextContent(
      'Todas las administradoras',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await userEvent.click(await body().findByRole('option', { name: 'Inactivo' }));
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(canvas.getByRole('table')).toHaveTextContent('Carlos Sosa');
  },
};

export const FiltrarPorAdministradora: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = users[1]!.company!.name;
    await userEvent.click(canvas.getByRole('combobox', { name: 'Administradora' }));
    await userEvent.click(await body().findByRole('option', { name: company }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows.length).toBe(users.filter((user) => user.company?.name === company).length);
    for (const row of rows) await expect(row).toHaveTextContent(company);
  },
};

export const BuscarPorCédula: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en usuarios' }), '4.123');
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByRole('table')).toHaveTextContent('Jorge Cabrera');
  },
};

export const Vacío: Story = states.empty;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.error, name: 'Error' };

export const NombresLargos: Story = {
  args: {
    state: {
      status: 'ready',
      users: [
        {
          ...users[1]!,
          id: 50,
          name: 'María de los Ángeles Fernández Rodríguez de la Fuente Etchevarren',
          email: 'maria.de.los.angeles.fernandez@administradoradelpradopocitos.com.uy',
          company: { id: 1, name: 'Administradora de Propiedad Horizontal del Prado, Pocitos y Punta Carretas S.A.' },
        },
        ...users,
      ],
    },
  },
};
