import { publicMessages, refusals } from '@horizontal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, offline, ok } from '../../shared/stories/answers';
import { choose, formStates } from '../../shared/stories/form-stories';
import { AccessRequest } from './AccessRequest';

const companies = [
  { id: 1, name: 'Administradora del Prado S.A.' },
  { id: 2, name: 'Gestión Horizontal Pocitos SRL' },
];
const buildings = [
  { id: 1, name: 'Complejo Parque Batlle', companyId: 1 },
  { id: 2, name: 'Torres del Buceo', companyId: 1 },
  { id: 3, name: 'Edificio Rambla Pocitos', companyId: 2 },
];

const meta = {
  title: 'Pantallas/Públicas/AccessRequest',
  component: AccessRequest,
  parameters: { screenFrame: 'page' },
  args: {
    options: { status: 'ready', companies, buildings },
    onSubmit: fn(answer(ok(publicMessages.accessReceived))),
    onNavigate: fn(),
    onCompanyChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccessRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  optionsLoading: { field: 'Administradora', text: 'Cargando administradoras…' },
});

const body = () => within(document.body);

const fillValid = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre y apellido'), 'Ana Pérez');
  await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana.perez@correo.com.uy');
  await userEvent.type(canvas.getByLabelText('Teléfono'), '99123456');
  await choose(canvasElement, 'Administradora', 'Administradora del Prado S.A.');
  await choose(canvasElement, 'Complejo', 'Torres del Buceo');
  await userEvent.type(canvas.getByLabelText('Mensaje para la administradora'), 'Vivo en el 502 de la torre B.');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Política de Privacidad/ }));
};

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Solicitar acceso' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Complejo' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(canvas.getByText('Ingrese el nombre y apellido.')).toBeInTheDocument();
    await expect(canvas.getByText('Ingrese un correo electrónico.')).toBeInTheDocument();
    await expect(canvas.getByText('Ingrese un teléfono.')).toBeInTheDocument();
    await expect(canvas.getByText('Seleccione la administradora de su complejo.')).toBeInTheDocument();
    await expect(canvas.getByText('¡Debe seleccionar un complejo!')).toBeInTheDocument();
    await expect(canvas.getByText(/Debe aceptar la Política de Privacidad/)).toBeInTheDocument();
    // The first field with a problem takes the focus so that the person starts there.
    await expect(canvas.getByLabelText('Nombre y apellido')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Enviada: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ana Pérez',
      email: 'ana.perez@correo.com.uy',
      phone: '99123456',
      companyId: 1,
      buildingId: 2,
      message: 'Vivo en el 502 de la torre B.',
    });
    await expect(args.onCompanyChange).toHaveBeenCalledWith(1);
    await expect(await canvas.findByRole('heading', { name: 'Solicitud enviada' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('le escribirá a ana.perez@correo.com.uy');
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al inicio' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const DatosInválidos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is left empty after a visit, whether or not the page's first focus landed there before the play.
    await userEvent.click(canvas.getByLabelText('Nombre y apellido'));
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana@correo');
    await expect(canvas.getByLabelText('Nombre y apellido')).toHaveAccessibleDescription(
      'Ingrese el nombre y apellido.',
    );
    await userEvent.type(canvas.getByLabelText('Teléfono'), '0991');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Al dominio le falta la terminación, por ejemplo nombre@dominio.com.',
    );
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      /Al teléfono celular le faltan 5 dígitos: se escribe 09X XXX XXX\./,
    );
    // Once shown, the message follows what is typed.
    await userEvent.type(canvas.getByLabelText('Teléfono'), '2345');
    await expect(canvas.queryByText(/le faltan 5 dígitos/)).toBeNull();
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      /Al teléfono celular le falta un dígito/,
    );
  },
};

export const ErrorDelServidor: Story = {
  args: {
    onSubmit: fn(answer(failure(publicMessages.accessPending))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(await canvas.findByText(publicMessages.accessPending)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Nombre y apellido')).toHaveValue('Ana Pérez');
  },
};

export const SinConexión: Story = {
  args: { onSubmit: fn(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await expect(await canvas.findByText(/No se pudo comunicar con el servidor/)).toBeInTheDocument();
  },
};

export const CargandoComplejos: Story = states.optionsLoading;

export const ErrorAlCargarComplejos: Story = {
  args: { options: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeInTheDocument();
    // The name field takes the focus when the form opens; the click below moves it away, which marks the field
    // as visited. Waiting for that focus keeps a busy machine from clicking first, so the screen always ends alike.
    await waitFor(() => expect(canvas.getByLabelText('Nombre y apellido')).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Ingrese el nombre y apellido.')).toBeVisible();
  },
};

export const CancelarConCambios: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nombre y apellido'), 'Ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(
      within(await body().findByRole('alertdialog')).getByRole('button', { name: 'Descartar cambios' }),
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};
