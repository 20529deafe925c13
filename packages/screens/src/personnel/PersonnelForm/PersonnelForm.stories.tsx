import { formatCi, personnelMessages } from '@horizontal/domain';
import { personnelFixtures, personnelTypes } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { personnelFullName } from '../PersonnelList/personnel-labels';
import { PersonnelForm } from './PersonnelForm';
import { HALF_WORKDAY } from './personnel-form';

/** Parque Batlle's first portero, on the morning shift from Monday to Friday. */
const porter = ofBuilding(personnelFixtures).find((person) => person.status === 'activo')!;
const unlinked = ofBuilding(personnelFixtures).find((person) => person.status === 'desvinculado')!;

const meta = {
  title: 'Pantallas/Personal/PersonnelForm',
  component: PersonnelForm,
  args: {
    ...recordFormArgs(personnelMessages.created),
    options: { status: 'ready', personnelTypes },
    onEdit: fn(),
  },
} satisfies Meta<typeof PersonnelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando la persona…',
  missing: 'No encontramos a esa persona en el personal del complejo.',
  optionsLoading: { field: 'Tipo de personal', text: 'Cargando tipos…' },
  optionsUnavailable: 'No se pudieron cargar los tipos de personal',
});

const fill = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await choose(canvasElement, 'Tipo de personal', 'Limpiador');
  await userEvent.type(canvas.getByLabelText('Nombre', { exact: true }), 'Lucía');
  await userEvent.type(canvas.getByLabelText('Apellido', { exact: true }), 'Techera');
  await userEvent.type(canvas.getByLabelText('Cédula de identidad'), '12345672');
  await userEvent.type(canvas.getByLabelText('Teléfono'), '099 123 456');
  await userEvent.type(canvas.getByLabelText('Hora de entrada'), '0800');
  await userEvent.type(canvas.getByLabelText('Hora de salida'), '1400');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Sábado' }));
  return canvas;
};

const sent = {
  personnelTypeId: personnelTypes.find((type) => type.name === 'Limpiador')!.id,
  name: 'Lucía',
  lastName: 'Techera',
  identity: '12345672',
  phone: '99123456',
  email: '',
  workdayStart: '08:00',
  workdayEnd: '14:00',
  workdays: 'LMXJVS',
};

/** A new person of the cleaning staff, Monday to Saturday: the days ticked become «LMXJVS». */
export const Crear: Story = {
  tags: ['widths'],
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveValue('1.234.567-2');
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar persona' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

/** Nothing typed: the schema's words under each field, and nothing is sent. */
export const CampoInválido: Story = {
  name: 'Campo inválido',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar persona' }));
    await expect(canvas.getByText('Seleccione el tipo de personal.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el nombre.')).toBeVisible();
    await expect(canvas.getByText('Ingrese el apellido.')).toBeVisible();
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveAccessibleDescription(
      /Ingrese la cédula de identidad\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Tipo de personal' })).toHaveFocus());
  },
};

/** A wrong check digit, a workday backwards, half a workday and no day at all: each said at its field. */
export const DatosIncorrectos: Story = {
  name: 'Datos incorrectos',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const ci = canvas.getByLabelText('Cédula de identidad');
    await userEvent.type(ci, '12345678');
    await userEvent.tab();
    await expect(ci).toHaveAccessibleDescription(/La cédula 1\.234\.567-8 no es válida/);
    const start = canvas.getByLabelText('Hora de entrada');
    const end = canvas.getByLabelText('Hora de salida');
    await userEvent.type(start, '1600');
    await userEvent.type(end, '0800');
    await userEvent.tab();
    await expect(end).toHaveAccessibleDescription(/La jornada debe terminar después de empezar\./);
    await userEvent.clear(end);
    await userEvent.tab();
    await expect(end).toHaveAccessibleDescription(new RegExp(HALF_WORKDAY.end));
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes']) {
      await userEvent.click(canvas.getByRole('checkbox', { name: day }));
    }
    await expect(canvas.getByText('Seleccione al menos un día de trabajo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar persona' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The first field with a problem takes the focus.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Tipo de personal' })).toHaveFocus());
  },
};

/** The CI is already on the complejo's staff: the server's words on the CI field, which takes the focus. */
export const CédulaRepetida: Story = {
  name: 'Cédula repetida',
  args: { onSubmit: fn(answer(failure(personnelMessages.identityTaken))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar persona' }));
    await expect(await canvas.findByText(personnelMessages.identityTaken)).toBeVisible();
    const ci = canvas.getByLabelText('Cédula de identidad');
    await expect(ci).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(ci).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Another refusal of the server goes above the form, with what was typed kept. */
export const ErrorDelServidor: Story = {
  name: 'Error del servidor',
  args: {
    state: { mode: 'MODIFY', status: 'ready', record: porter },
    onSubmit: fn(answer(failure(personnelMessages.notFound))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '2487 1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(await canvas.findByText(personnelMessages.notFound)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(phone).toHaveValue('2487 1234');
  },
};

export const Modificar: Story = {
  args: {
    state: { mode: 'MODIFY', status: 'ready', record: porter },
    onSubmit: fn(answer(ok(personnelMessages.updated))),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Modificar persona' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Tipo de personal' })).toHaveTextContent(porter.personnelType!);
    await expect(canvas.getByLabelText('Cédula de identidad')).toHaveValue(formatCi(porter.identity));
    await expect(canvas.getByLabelText('Hora de entrada')).toHaveValue(porter.workdayStart!);
    await expect(canvas.getByRole('checkbox', { name: 'Viernes' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sábado' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sábado' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      personnelTypeId: porter.personnelTypeId,
      name: porter.name,
      lastName: porter.lastName,
      identity: porter.identity,
      phone: porter.phone,
      email: porter.email,
      workdayStart: porter.workdayStart,
      workdayEnd: porter.workdayEnd,
      workdays: `${porter.workdays}S`,
    });
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

/** The ficha: the person, the contact and the workday in words, with «Modificar» for a profile that may. */
export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: porter } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: personnelFullName(porter) })).toBeVisible();
    await expect(canvas.getByText(formatCi(porter.identity))).toBeVisible();
    await expect(canvas.getByText(`${porter.workdayStart} a ${porter.workdayEnd}`)).toBeVisible();
    await expect(canvas.getByText('Lunes, Martes, Miércoles, Jueves y Viernes (L a V)')).toBeVisible();
    await expect(canvas.getByText('Activo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};

/** A person who resigned reads Desvinculado; without onEdit the ficha offers no change. */
export const DetalleDesvinculado: Story = {
  name: 'Detalle desvinculado',
  args: { state: { mode: 'DETAIL', status: 'ready', record: unlinked }, onEdit: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Desvinculado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Modificar' })).toBeNull();
  },
};

export const CargandoOpciones: Story = states.optionsLoading;

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };

export const NoExiste: Story = states.missing;

export const OpcionesConError: Story = states.optionsError;
