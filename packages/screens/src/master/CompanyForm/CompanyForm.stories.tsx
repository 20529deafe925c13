import { companyMessages } from '@horizontal/domain';
import { companyFixtures as companies } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { printNote } from '../../shared/print';
import { answer, failure } from '../../shared/stories/answers';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { CompanyForm } from './CompanyForm';

const company = companies[0]!;
const longCompany = {
  ...company,
  id: 9,
  name: 'Administradora de Propiedad Horizontal del Prado, Pocitos, Punta Carretas y Carrasco Sociedad Anónima',
  email: 'departamento.de.administracion.de.complejos@administradoradelpradopocitos.com.uy',
  address: 'Avenida Doctor Luis Alberto de Herrera 1248, Torre 2, Oficina 1703, World Trade Center, Montevideo',
};

const meta = {
  title: 'Pantallas/Maestro/CompanyForm',
  component: CompanyForm,
  args: { ...recordFormArgs(companyMessages.created), onEdit: fn() },
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando la administradora…' });

const body = () => within(document.body);

const fillNew = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre'), 'Administradora Ciudad Vieja S.A.');
  await userEvent.type(canvas.getByLabelText('RUT'), '211003420017');
  await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'contacto@ciudadvieja.com.uy');
  await userEvent.type(canvas.getByLabelText('Teléfono'), '29161234');
  await userEvent.type(canvas.getByLabelText('Dirección'), 'Sarandí 550, Montevideo');
  return canvas;
};

export const Nueva: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fillNew(canvasElement);
    await expect(canvas.getByLabelText('RUT')).toHaveValue('21 100342 001 7');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear administradora' }));
    const sent = {
      name: 'Administradora Ciudad Vieja S.A.',
      rut: '211003420017',
      email: 'contacto@ciudadvieja.com.uy',
      phone: '29161234',
      address: 'Sarandí 550, Montevideo',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
    // The app may navigate right away: the form is reported clean before onSaved.
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

export const RUTInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rut = canvas.getByLabelText('RUT');
    await userEvent.type(rut, '211003420018');
    await expect(rut).toHaveAccessibleDescription(
      /El RUT 21 100342 001 8 no es válido: revise los números y el dígito verificador\./,
    );
    await userEvent.clear(rut);
    await userEvent.type(rut, '2110034');
    await userEvent.tab();
    await expect(rut).toHaveAccessibleDescription(/El RUT debe tener exactamente 12 dígitos \(tiene 7\)\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear administradora' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErroresDeValidación: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Pérez & Asociados');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear administradora' }));
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription(/El carácter «&» no está permitido\./);
    await expect(canvas.getByText('Ingrese el RUT.')).toBeVisible();
    await expect(canvas.getByText('Ingrese un correo electrónico.')).toBeVisible();
    await expect(canvas.getByText('Ingrese un teléfono.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la dirección.')).toBeVisible();
    await expect(canvas.getByLabelText('Nombre')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(companyMessages.rutTaken))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillNew(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear administradora' }));
    // A refusal about the RUT is shown on its field, not above the form.
    await expect(await canvas.findByText(companyMessages.rutTaken)).toBeVisible();
    await expect(canvas.getByLabelText('RUT')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('No se pudo guardar')).toBeNull();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: company } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modificar administradora' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    await expect(canvas.getByLabelText('Nombre')).toHaveValue(company.name);
    await userEvent.clear(canvas.getByLabelText('Teléfono'));
    await userEvent.type(canvas.getByLabelText('Teléfono'), '24870000');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: company.name,
      rut: company.rut,
      email: company.email,
      phone: '24870000',
      address: company.address,
    });
  },
};

export const CancelarConCambios: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: company } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Dirección'), ' bis');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    const dialog = await body().findByRole('alertdialog', { name: '¿Descartar los cambios?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar cambios' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const CancelarSinCambios: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: company } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: company } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    await expect(canvas.getByText('21 765432 001 1')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/**
 * A record's detail offers «Imprimir»: the browser prints it without the menus and the buttons, under its title and
 * the day, which on screen is neither seen nor read. An editor offers no such thing.
 */
export const DetalleImprimir: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: company } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="page-header"]')!;
    const note = within(header).getByText(printNote(undefined, new Date()));
    await expect(note).not.toBeVisible();
    // «Modificar» stays the primary action, last.
    const actions = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(actions).toEqual(['Imprimir', 'Modificar']);
  },
};

export const DetalleNombresLargos: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: longCompany } },
};

export const ModificarNombresLargos: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: longCompany } },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = states.loadError;
