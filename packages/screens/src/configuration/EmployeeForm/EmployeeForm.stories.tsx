import { employeeMessages } from '@horizontal/domain';
import { employeeRowOf } from '@horizontal/mocks';
import { accountFixtures, buildingFixtures, employeeFixtures, roleFixtures as roles } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure } from '../../shared/stories/answers';
import { ofCompany } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { EmployeeForm } from './EmployeeForm';

/** What the demo administradora offers: its profiles (Portería, Contable) and its two complejos. */
const profiles = ofCompany(roles);
const complejos = ofCompany(buildingFixtures).map(({ id, name }) => ({ id, name }));
const staff = ofCompany(employeeFixtures).map((employee) => employeeRowOf(employee, accountFixtures, roles));
const porter = staff.find((employee) => employee.name === 'Jorge Cabrera')!;
const accountant = staff.find((employee) => employee.name === 'Ana Laura Pereira')!;

const meta = {
  title: 'Pantallas/Configuración/EmployeeForm',
  component: EmployeeForm,
  args: {
    ...recordFormArgs(employeeMessages.created),
    options: { status: 'ready', roles: profiles, buildings: complejos },
    onEdit: fn(),
  },
} satisfies Meta<typeof EmployeeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando el empleado…' });

const body = () => within(document.body);

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre y apellido'), 'Gonzalo Silva');
  await userEvent.type(canvas.getByLabelText('Cédula de identidad'), '12345672');
  await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'gonzalo.silva@delprado.com.uy');
  await userEvent.type(canvas.getByLabelText('Teléfono'), '99001122');
  await choose(canvasElement, 'Perfil', 'Portería');
  await userEvent.click(canvas.getByRole('combobox', { name: 'Complejos en los que trabaja' }));
  await userEvent.click(await body().findByRole('option', { name: 'Torres del Buceo' }));
  await userEvent.keyboard('{Escape}');
  return canvas;
};

export const Crear: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.type(canvas.getByLabelText('Cargo'), 'Portero de día');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear empleado' }));
    const sent = {
      name: 'Gonzalo Silva',
      identity: '12345672',
      email: 'gonzalo.silva@delprado.com.uy',
      phone: '99001122',
      position: 'Portero de día',
      hiredOn: null,
      roleId: 3,
      buildingIds: [2],
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear empleado' }));
    await expect(canvas.getByText('Ingrese el nombre y apellido.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la cédula de identidad.')).toBeVisible();
    await expect(canvas.getByText('Seleccione el perfil del empleado.')).toBeVisible();
    await expect(canvas.getByText('¡Debe seleccionar un complejo!')).toBeVisible();
    const ci = canvas.getByLabelText('Cédula de identidad');
    await userEvent.type(ci, '12345673');
    await expect(ci).toHaveAccessibleDescription(
      /La cédula 1\.234\.567-3 no es válida: revise los números y el dígito verificador\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(employeeMessages.emailTaken))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear empleado' }));
    await expect(await canvas.findByText(employeeMessages.emailTaken)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: porter } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Fecha de ingreso')).toHaveValue('01/03/2019');
    await expect(canvas.queryByText(/contraseña temporal/)).toBeNull();
    await choose(canvasElement, 'Perfil', 'Contable');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ roleId: 4, hiredOn: '2019-03-01', buildingIds: [1], position: 'Portero' }),
    );
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: accountant } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ana Laura Pereira' })).toBeInTheDocument();
    await expect(canvas.getByText('Complejo Parque Batlle, Torres del Buceo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
