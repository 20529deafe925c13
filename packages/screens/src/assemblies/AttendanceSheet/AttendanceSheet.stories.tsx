import {
  type AssemblyAttendance,
  assemblyMessages,
  attendanceKindLabels,
  attendanceQuorumLine,
  attendanceTally,
  refusals,
} from '@horizontal/domain';
import { assemblyFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { BUILDING_ID, ofBuilding } from '../../shared/stories/demo';
import { choose } from '../../shared/stories/form-stories';
import { AttendanceSheet } from './AttendanceSheet';
import { attendanceOf, largeAttendance } from './stories/attendance';

/** Parque Batlle's annual assembly: most units present, a few absent, some by proxy (a notary holds several). */
const annual = ofBuilding(assemblyFixtures).find((assembly) => assembly.status === 'realizada')!;
const attendance = attendanceOf(annual.id, BUILDING_ID);
const absent = attendance.units.find((unit) => unit.kind === 'ausente')!;
const byNotary = attendance.units.find((unit) => unit.kind === 'representada' && unit.proxyApartmentId === null)!;
const byOwner = attendance.units.find((unit) => unit.proxyApartmentId !== null)!;
const present = attendance.units.filter((unit) => unit.kind === 'presente');

const meta = {
  title: 'Pantallas/Asambleas/AttendanceSheet',
  component: AttendanceSheet,
  args: {
    state: { status: 'ready', attendance },
    onRetry: fn(),
    onSave: fn(answer(ok(assemblyMessages.attendanceSaved))),
    onPrint: fn(answer(ok())),
    onDirtyChange: fn(),
  },
} satisfies Meta<typeof AttendanceSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A unit's row: its fieldset is named by the unit; its proxy fields follow it in the same list item. */
const rowOf = (canvasElement: HTMLElement, apartment: string) =>
  within(within(canvasElement).getByRole('group', { name: apartment }).closest('li')!);
const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Guardar asistencia' });
/** The quorum the sheet should show once `unit` came as `kind`. */
const quorumWith = (sheet: AssemblyAttendance, changes: Record<number, AssemblyAttendance['units'][number]['kind']>) =>
  attendanceQuorumLine(
    attendanceTally(
      sheet.units,
      sheet.units.map((unit) => ({ ...unit, kind: changes[unit.apartmentId] ?? unit.kind })),
    ),
  );

export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The quorum the sheet counts is the one the server counted.
    await expect(canvas.getByText(attendanceQuorumLine(attendance))).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Unidades del complejo' })).getAllByRole('listitem'),
    ).toHaveLength(attendance.units.length);
    await expect(
      rowOf(canvasElement, byNotary.apartment).getByRole('radio', { name: attendanceKindLabels.representada }),
    ).toBeChecked();
    await expect(rowOf(canvasElement, byNotary.apartment).getByLabelText('Apoderado')).toHaveValue(
      byNotary.proxyHolder,
    );
    await expect(rowOf(canvasElement, absent.apartment).queryByLabelText('Apoderado')).toBeNull();
    await expect(canvas.getByText('Sin cambios por guardar')).toBeVisible();
  },
};

/** An absent unit arrives late: the quorum moves at once, and only that unit is sent. */
export const MarcarPresenteYGuardar: Story = {
  name: 'Marcar presente y guardar',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      rowOf(canvasElement, absent.apartment).getByRole('radio', { name: attendanceKindLabels.presente }),
    );
    await expect(canvas.getByText(quorumWith(attendance, { [absent.apartmentId]: 'presente' }))).toBeVisible();
    await expect(canvas.getByText('Sin guardar: 1 unidad')).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSave).toHaveBeenCalledWith([
      { apartmentId: absent.apartmentId, kind: 'presente', proxyHolder: '', proxyApartmentId: null },
    ]);
    await expect(await canvas.findByText('Se guardó la asistencia de 1 unidad')).toBeVisible();
    await expect(canvas.getByText(assemblyMessages.attendanceSaved)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Sin cambios por guardar')).toBeVisible());
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(saveButton(canvasElement)).toHaveFocus());
  },
};

/** The keyboard alone: Tab reaches a unit's choice, the arrows change it, the proxy's fields appear. */
export const ConTeclado: Story = {
  name: 'Con teclado',
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, absent.apartment);
    const chosen = row.getByRole('radio', { name: attendanceKindLabels.ausente });
    chosen.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const represented = row.getByRole('radio', { name: attendanceKindLabels.representada });
    await expect(represented).toBeChecked();
    await expect(represented).toHaveFocus();
    await userEvent.tab();
    await expect(row.getByLabelText('Apoderado')).toHaveFocus();
  },
};

/** Represented, but by whom? The domain's words on that row, the focus there, nothing sent. */
export const PoderSinApoderado: Story = {
  name: 'Poder sin apoderado',
  play: async ({ args, canvasElement }) => {
    const row = rowOf(canvasElement, absent.apartment);
    await userEvent.click(row.getByRole('radio', { name: attendanceKindLabels.representada }));
    await userEvent.click(saveButton(canvasElement));
    await expect(await row.findByText('Indique quién tiene el poder de la unidad.')).toBeVisible();
    await expect(row.getByLabelText('Apoderado')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(row.getByLabelText('Apoderado')).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The proxy is held by the owner of a unit present: chosen among those, and sent with the holder's name. */
export const PoderDeUnidadPresente: Story = {
  name: 'Poder de unidad presente',
  play: async ({ args, canvasElement }) => {
    const holder = present[0]!;
    const row = rowOf(canvasElement, absent.apartment);
    await userEvent.click(row.getByRole('radio', { name: attendanceKindLabels.representada }));
    await userEvent.type(row.getByLabelText('Apoderado'), 'Propietario de la unidad presente');
    const li = row.getByLabelText('Apoderado').closest('li')!;
    await choose(li, 'Apoderado: unidad presente', holder.apartment);
    await userEvent.click(saveButton(canvasElement));
    await expect(args.onSave).toHaveBeenCalledWith([
      {
        apartmentId: absent.apartmentId,
        kind: 'representada',
        proxyHolder: 'Propietario de la unidad presente',
        proxyApartmentId: holder.apartmentId,
      },
    ]);
    await expect(await within(canvasElement).findByText('Se guardó la asistencia de 1 unidad')).toBeVisible();
  },
};

/** The unit whose owner holds a proxy leaves: the sheet points at the proxy before the server would. */
export const ApoderadoAusente: Story = {
  name: 'Apoderado ausente',
  play: async ({ args, canvasElement }) => {
    const holder = attendance.units.find((unit) => unit.apartmentId === byOwner.proxyApartmentId)!;
    await userEvent.click(
      rowOf(canvasElement, holder.apartment).getByRole('radio', { name: attendanceKindLabels.ausente }),
    );
    await userEvent.click(saveButton(canvasElement));
    const row = rowOf(canvasElement, byOwner.apartment);
    await expect(await row.findByText(assemblyMessages.proxyNotPresent(byOwner.apartment))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(row.getByRole('combobox', { name: 'Apoderado: unidad presente' })).toHaveFocus());
  },
};

/** Someone else changed the sheet meanwhile: the server's refusal above the sheet and on the unit it names. */
export const RechazoDelServidor: Story = {
  args: { onSave: fn(answer(failure(assemblyMessages.proxyNotPresent(byNotary.apartment)))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = rowOf(canvasElement, byNotary.apartment);
    await userEvent.type(row.getByLabelText('Apoderado'), ' (suplente)');
    await userEvent.click(saveButton(canvasElement));
    const alert = (await canvas.findByText('No se pudo guardar la asistencia')).closest('[role="alert"]');
    await expect(alert).toHaveTextContent(assemblyMessages.proxyNotPresent(byNotary.apartment));
    await expect(row.getByRole('combobox', { name: 'Apoderado: unidad presente' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await waitFor(() => expect(row.getByRole('combobox', { name: 'Apoderado: unidad presente' })).toHaveFocus());
  },
};

export const SinCambios: Story = {
  name: 'Sin cambios',
  play: async ({ args, canvasElement }) => {
    await userEvent.click(saveButton(canvasElement));
    await expect(await within(canvasElement).findByText(/No hay cambios para guardar/)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Buscar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar unidad' }), absent.apartment);
    const rows = within(canvas.getByRole('list', { name: 'Unidades del complejo' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toHaveTextContent(absent.apartment);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar unidad' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar unidad' }), 'Torre Z');
    await expect(canvas.getByText('Ninguna unidad coincide con «Torre Z».')).toBeVisible();
  },
};

export const Imprimir: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Imprimir hoja de asistencia' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
  },
};

/** The sheet could not come (the assembly was deleted meanwhile): said above the sheet, which stays as it was. */
export const ImprimirRechazado: Story = {
  name: 'Imprimir rechazado',
  args: { onPrint: fn(answer(failure(assemblyMessages.notFound))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir hoja de asistencia' }));
    await expect(await canvas.findByText(assemblyMessages.notFound)).toBeVisible();
    await expect(canvas.getByText('No se pudo descargar la hoja de asistencia')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar asistencia' })).toBeVisible();
  },
};

/** A cancelled assembly, or a profile that may only read: how each unit came, in words, and nothing to save. */
export const SoloLectura: Story = {
  name: 'Solo lectura',
  args: { onSave: undefined, readOnlyNote: assemblyMessages.attendanceCancelled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(assemblyMessages.attendanceCancelled)).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Guardar asistencia' })).toBeNull();
    await expect(
      rowOf(canvasElement, byNotary.apartment).getByText(
        `${attendanceKindLabels.representada}: ${byNotary.proxyHolder}`,
      ),
    ).toBeVisible();
  },
};

const large = largeAttendance(attendance, 200);
const lastOfLarge = large.units[large.units.length - 1]!;

/** A complejo of 200 units: every row drawn, and one choice still moves the quorum at once. */
export const DoscientasUnidades: Story = {
  name: 'Doscientas unidades',
  args: { state: { status: 'ready', attendance: large } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('list', { name: 'Unidades del complejo' })).getAllByRole('listitem'),
    ).toHaveLength(200);
    const next = lastOfLarge.kind === 'presente' ? 'ausente' : 'presente';
    await userEvent.click(
      rowOf(canvasElement, lastOfLarge.apartment).getByRole('radio', { name: attendanceKindLabels[next] }),
    );
    await expect(canvas.getByText(quorumWith(large, { [lastOfLarge.apartmentId]: next }))).toBeVisible();
  },
};

export const Vacío: Story = {
  args: {
    state: {
      status: 'ready',
      attendance: {
        ...attendance,
        units: [],
        total: { heads: 0, coefficient: 0 },
        present: { heads: 0, coefficient: 0 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El complejo todavía no tiene unidades')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar asistencia' })).toBeNull();
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando la asistencia…');
    await expect(within(canvasElement).getByRole('button', { name: 'Imprimir hoja de asistencia' })).toBeDisabled();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error',
  args: { state: { status: 'error', message: refusals.unexpected } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
