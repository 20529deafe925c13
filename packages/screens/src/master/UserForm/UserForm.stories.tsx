import { userMessages } from '@horizontal/domain';
import { userRowOf } from '@horizontal/mocks';
import {
  accountFixtures,
  buildingFixtures,
  companyFixtures as companies,
  roleFixtures as roles,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { UserForm } from './UserForm';

/** The roles a login can have, as the users' options list them. */
const userRoles = roles.map(({ id, name, description, companyId }) => ({ id, name, description, companyId }));

/** The logins as users.findAll answers them in mock mode. */
const users = accountFixtures.map((account) => userRowOf(account, roles));

/** The complejos as /general/buildings offers them. */
const buildingOptions = buildingFixtures.map(({ id, name, companyId }) => ({ id, name, companyId }));

/** The mocks' administrator works on both complejos of its administradora, so the screens show how they list several. */
const admin = users[1]!;

const meta = {
  title: 'Pantallas/Maestro/UserForm',
  component: UserForm,
  args: {
    ...recordFormArgs(userMessages.created),
    options: { status: 'ready', roles: userRoles, companies, buildings: buildingOptions },
    onEdit: fn(),
  },
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando el usuario…',
  optionsLoading: { field: 'Rol', text: 'Cargando roles…' },
});

const body = () => within(document.body);

const fillPerson = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre y apellido'), 'Ana Pérez');
  await userEvent.type(canvas.getByLabelText('Cédula de identidad'), '12345672');
  await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana.perez@delprado.com.uy');
  await userEvent.type(canvas.getByLabelText('Teléfono'), '99887766');
  return canvas;
};

export const NuevoAdministrador: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveValue('1.234.567-2');
    await choose(canvasElement, 'Rol', 'Administrador de complejos');
    await choose(canvasElement, 'Administradora', 'Administradora del Prado S.A.');
    const complejos = canvas.getByRole('combobox', { name: 'Complejos que puede administrar' });
    await userEvent.click(complejos);
    // Only the complejos of the chosen administradora are offered.
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('option', { name: 'Torres del Buceo' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear usuario' }));
    const sent = {
      name: 'Ana Pérez',
      identity: '12345672',
      email: 'ana.perez@delprado.com.uy',
      phone: '99887766',
      roleId: 2,
      companyId: 1,
      buildingIds: [2],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Issue #15: the roles are the global ones plus the chosen administradora's profiles, never another company's. */
export const PerfilesDeLaAdministradora: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    const offered = async () => {
      await userEvent.click(canvas.getByRole('combobox', { name: 'Rol' }));
      const names = within(await body().findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
      return names;
    };
    // Alphabetical, as people look a profile up by the name they know.
    await expect(await offered()).toEqual(['Administrador de complejos', 'Usuario maestro']);
    await choose(canvasElement, 'Rol', 'Administrador de complejos');
    await choose(canvasElement, 'Administradora', 'Administradora del Prado S.A.');
    await expect(await offered()).toEqual(['Administrador de complejos', 'Contable', 'Portería', 'Usuario maestro']);
    await choose(canvasElement, 'Rol', 'Portería');
    await expect(canvas.getByRole('combobox', { name: 'Rol' })).toHaveTextContent('Portería');
    // Another administradora's company cannot keep this one's profile.
    await choose(canvasElement, 'Administradora', 'Gestión Costa Este S.R.L.');
    await expect(canvas.getByRole('combobox', { name: 'Rol' })).toHaveTextContent('Seleccione el rol');
  },
};

export const NuevoMaestro: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    await choose(canvasElement, 'Rol', 'Usuario maestro');
    await expect(canvas.queryByRole('combobox', { name: 'Administradora' })).toBeNull();
    await expect(canvas.getByText(/no se le asignan complejos/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Crear usuario' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ roleId: 1, companyId: null, buildingIds: [] }),
    );
  },
};

export const CédulaInválida: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ci = canvas.getByLabelText('Cédula de identidad');
    await userEvent.type(ci, '12345673');
    await expect(ci).toHaveAccessibleDescription(
      /La cédula 1\.234\.567-3 no es válida: revise los números y el dígito verificador\./,
    );
  },
};

export const ErroresDeValidación: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear usuario' }));
    await expect(canvas.getByText('Ingrese el nombre y apellido.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la cédula de identidad.')).toBeVisible();
    await expect(canvas.getByText('Ingrese un correo electrónico.')).toBeVisible();
    await expect(canvas.getByText('Ingrese un teléfono.')).toBeVisible();
    await expect(canvas.getByText('Seleccione el rol del usuario.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la administradora del usuario.')).toBeVisible();
    await expect(canvas.getByText('¡Debe seleccionar un complejo!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(userMessages.emailTaken))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    await choose(canvasElement, 'Rol', 'Usuario maestro');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear usuario' }));
    // A refusal about the e-mail is shown on its field.
    await expect(await canvas.findByText(userMessages.emailTaken)).toBeVisible();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: admin } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveValue('3.216.549-8');
    await expect(canvas.getByRole('list', { name: /seleccionados/ })).toHaveTextContent('Complejo Parque Batlle');
    await expect(canvas.queryByText(/contraseña temporal/)).toBeNull();
    // Another administradora: its complejos replace the chosen ones.
    await choose(canvasElement, 'Administradora', 'Gestión Costa Este S.R.L.');
    await expect(canvas.queryByRole('list', { name: /seleccionados/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(canvas.getByText('¡Debe seleccionar un complejo!')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: admin } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Martín Rodríguez' })).toBeInTheDocument();
    await expect(canvas.getByText('Activo')).toBeVisible();
    await expect(canvas.getByText('Complejo Parque Batlle, Torres del Buceo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const DetalleInactivo: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: { ...users[2]!, status: 'inactivo' } } },
};

export const CargandoOpciones: Story = states.optionsLoading;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = states.loadError;

export const NombresLargos: Story = {
  args: {
    state: {
      mode: 'MODIFY',
      status: 'ready',
      record: {
        ...admin,
        name: 'María de los Ángeles Fernández Rodríguez de la Fuente Etchevarren',
        email: 'maria.de.los.angeles.fernandez@administradoradelpradopocitos.com.uy',
      },
    },
  },
};
