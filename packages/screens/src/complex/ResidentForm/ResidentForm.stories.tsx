import { refusals, residentMessages } from '@horizontal/domain';
import { apartmentFixtures, residentFixtures as residents } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { ResidentForm } from './ResidentForm';

const apartments = ofBuilding(apartmentFixtures);

const meta = {
  title: 'Pantallas/Complejo/ResidentForm',
  component: ResidentForm,
  args: {
    ...recordFormArgs(residentMessages.created),
    options: { status: 'ready', apartments },
    onApartments: fn(),
  },
} satisfies Meta<typeof ResidentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({ loading: 'Cargando el residente…' });

const body = () => within(document.body);

const fillPerson = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nombre'), 'Florencia');
  await userEvent.type(canvas.getByLabelText('Apellido'), 'Martínez');
  await userEvent.type(canvas.getByLabelText('Cédula de identidad'), '12345672');
  return canvas;
};

export const Crear: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveValue('1.234.567-2');
    await userEvent.type(canvas.getByLabelText('Teléfono'), '99887766');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Apartamento' }), '302');
    await userEvent.click(await body().findByRole('option', { name: 'Torre B · 302' }));
    const relation = canvas.getByRole('combobox', { name: 'Relación con el apartamento' });
    await expect(relation).toHaveTextContent('Propietario');
    await userEvent.click(relation);
    await userEvent.click(await body().findByRole('option', { name: 'Inquilino' }));
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Crear residente' }));
    const sent = {
      name: 'Florencia',
      lastName: 'Martínez',
      identity: '12345672',
      email: '',
      phone: '99887766',
      birthDate: null,
      apartmentId: apartments.find((unit) => unit.tower === 'Torre B' && unit.number === '302')!.id,
      relation: 'inquilino',
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear residente' }));
    await expect(canvas.getByText('Ingrese el nombre.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el apellido.')).toBeVisible();
    await expect(canvas.getByText('Ingrese la cédula de identidad.')).toBeVisible();
    const ci = canvas.getByLabelText('Cédula de identidad');
    await userEvent.type(ci, '12345673');
    await expect(ci).toHaveAccessibleDescription(
      /La cédula 1\.234\.567-3 no es válida: revise los números y el dígito verificador\./,
    );
    await userEvent.type(canvas.getByLabelText('Teléfono'), '2401');
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription(/Al teléfono fijo le faltan 4 dígitos/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ErrorDelServidor: Story = {
  args: { onSubmit: fn(answer(failure(refusals.buildingNotFound))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear residente' }));
    await expect(await canvas.findByText(refusals.buildingNotFound)).toBeVisible();
    // A refusal about the whole form takes the person up to it, wherever they were.
    await waitFor(() => expect(canvas.getByText('No se pudo guardar').closest('[tabindex="-1"]')).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

const former = { ...residents[0]!, status: 'inactivo' as const };

/** A CI that belongs to an inactive resident: the form offers to bring that person back instead. */
export const ResidenteAnterior: Story = {
  args: {
    formerResident: (identity: string) => (identity === former.identity ? former : undefined),
    onReactivate: fn(answer(ok(residentMessages.status))),
    onReactivated: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = `${former.name} ${former.lastName}`;
    await userEvent.type(canvas.getByLabelText('Cédula de identidad'), former.identity);
    await expect(await canvas.findByText(`${name} ya fue residente del complejo con esa cédula`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Reactivar a ${name}` }));
    await expect(args.onReactivate).toHaveBeenCalledWith(former);
    await waitFor(() => expect(args.onReactivated).toHaveBeenCalledWith(former));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal about one field is shown on that field, which takes the focus (issue #15). */
export const CedulaYaRegistrada: Story = {
  args: { onSubmit: fn(answer(failure(residentMessages.identityTaken))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fillPerson(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear residente' }));
    const ci = canvas.getByLabelText('Cédula de identidad');
    const taken = new RegExp(residentMessages.identityTaken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await waitFor(() => expect(ci).toHaveAccessibleDescription(taken));
    await expect(ci).toHaveFocus();
    await expect(canvas.queryByText('No se pudo guardar')).toBeNull();
    await userEvent.type(ci, '{backspace}');
    await expect(ci).not.toHaveAccessibleDescription(taken);
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

const gonzalo = residents[1]!;
const correcting = {
  state: { mode: 'MODIFY', status: 'ready', record: gonzalo },
  onCorrectContact: fn(answer(ok(residentMessages.contactCorrected))),
  onContactCorrected: fn(),
} as const;

/** MODIFY corrects the e-mail and the phone; who the resident is stays as registered (issue #30). */
export const Modificar: Story = {
  args: correcting,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Corregir contacto' })).toBeInTheDocument();
    await expect(canvas.getByText('5.502.357-0')).toBeVisible();
    await expect(canvas.queryByLabelText('Nombre')).toBeNull();
    const phone = canvas.getByLabelText('Teléfono');
    await expect(phone).toHaveValue('092 929 646');
    await userEvent.clear(phone);
    await userEvent.type(phone, '099 123 456');
    const email = canvas.getByLabelText('Correo electrónico');
    await userEvent.clear(email);
    await userEvent.type(email, 'gonzalo.acosta@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contacto' }));
    const sent = { email: 'gonzalo.acosta@gmail.com', phone: '99123456' };
    await expect(args.onCorrectContact).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onContactCorrected).toHaveBeenCalledWith(sent));
  },
};

/** A phone missing a digit is refused at the field, in the words people type it; nothing is sent. */
export const ModificarContactoInválido: Story = {
  args: correcting,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '099 123 45');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contacto' }));
    await expect(phone).toHaveAccessibleDescription(/Al teléfono celular le falta un dígito/);
    await expect(args.onCorrectContact).not.toHaveBeenCalled();
  },
};

export const ModificarFalla: Story = {
  args: { ...correcting, onCorrectContact: fn(answer(failure(residentMessages.contactOfInactive))) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar contacto' }));
    await expect(await canvas.findByText(residentMessages.contactOfInactive)).toBeVisible();
    await expect(args.onContactCorrected).not.toHaveBeenCalled();
  },
};

/** A profile that may not correct a resident, or an inactive resident: MODIFY shows the detail. */
export const ModificarSoloConsulta: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: gonzalo } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gonzalo Acosta' })).toBeInTheDocument();
    await expect(canvas.getByText('El nombre, la cédula y la fecha de nacimiento no se modifican')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Corregir contacto' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Apartamentos' }));
    await expect(args.onApartments).toHaveBeenCalledOnce();
  },
};

/** A CI of an active resident: registering the person again would be refused, so the form leads to them. */
export const ResidenteActivo: Story = {
  args: {
    activeResident: (identity: string) => (identity === gonzalo.identity ? gonzalo : undefined),
    formerResident: (identity: string) =>
      identity === gonzalo.identity ? { ...gonzalo, id: 99, status: 'inactivo' } : undefined,
    onReactivate: fn(),
    onOpenResident: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Cédula de identidad'), gonzalo.identity);
    await expect(
      await canvas.findByText('Gonzalo Acosta ya es residente activo del complejo con esa cédula'),
    ).toBeVisible();
    // The inactive record of the same person is not offered: it could not come back while this one is active.
    await expect(canvas.queryByRole('button', { name: /^Reactivar/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver a Gonzalo Acosta' }));
    await expect(args.onOpenResident).toHaveBeenCalledWith(gonzalo);
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: residents[0]! }, onModify: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Corregir contacto' }));
    await expect(args.onModify).toHaveBeenCalledOnce();
    await expect(canvas.getByText('4.636.360-6')).toBeVisible();
    await expect(canvas.getByText('17/12/1986')).toBeVisible();
    await expect(canvas.getByText('Propietario')).toBeVisible();
    // One back control per page: the breadcrumbs' «Atrás», not a second one here.
    await expect(canvas.queryByRole('button', { name: 'Volver al listado' })).toBeNull();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
