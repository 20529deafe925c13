import { formatWorkedMinutes, personnelMessages, rangeMessage, refusals } from '@horizontal/domain';
import { mockToday, personnelFixtures, timeRecordFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { body, openRowAction } from '../../shared/stories/lists';
import { personnelFullName } from '../PersonnelList/personnel-labels';
import { currentMonth, currentWeek, dayLabel } from './record-days';
import { dayRowLabel, TimeRecords } from './TimeRecords';

/*
 * Parque Batlle's staff on the mocks' day (a Friday): the week so far, with the exit the desk forgot yesterday
 * (the first portero's) and everyone at work today still without one.
 */
const personnel = ofBuilding(personnelFixtures);
const week = currentWeek(mockToday);
const ofStaff = new Set(personnel.map((person) => person.id));
const records = timeRecordFixtures.filter(
  (record) => ofStaff.has(record.personnelId) && record.date >= week.from && record.date <= week.to,
);
const forgotten = records.find((record) => record.exitTime === null && record.date < mockToday)!;
const forgetful = personnel.find((person) => person.id === forgotten.personnelId)!;
const atWorkToday = records.filter((record) => record.date === mockToday && record.exitTime === null);
/** Someone active with no clock-in this week (the weekend portero): a new one of today clashes with nothing. */
const weekendPorter = personnel.find(
  (person) => person.status === 'activo' && !records.some((record) => record.personnelId === person.id),
)!;
/** A day someone came on time and stayed two hours and a half past their workday. */
const stayedLate = records.find((record) => {
  const person = personnel.find((candidate) => candidate.id === record.personnelId)!;
  return (
    record.exitTime !== null &&
    record.entryTime === person.workdayStart &&
    person.id !== forgetful.id &&
    addMinutes(record.exitTime, 150) < '23:59'
  );
})!;
const lateWorker = personnel.find((person) => person.id === stayedLate.personnelId)!;
const withOvertime = records.map((record) =>
  record.id === stayedLate.id ? { ...record, exitTime: addMinutes(record.exitTime!, 150) } : record,
);

function addMinutes(time: string, minutes: number) {
  const [hours, rest] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + rest + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const meta = {
  title: 'Pantallas/Personal/TimeRecords',
  component: TimeRecords,
  args: {
    state: { status: 'ready', records },
    onRetry: fn(),
    personnel,
    range: week,
    onRangeChange: fn(),
    personnelId: null,
    onPersonnelChange: fn(),
    today: mockToday,
    onRecord: fn(answer(ok(personnelMessages.recordCreated))),
    onUpdateRecord: fn(answer(ok(personnelMessages.recordUpdated))),
    sheetOwner: 'Complejo Parque Batlle',
    licenseTypesLink: { to: '/horario/licencias/listado', onNavigate: fn() },
  },
} satisfies Meta<typeof TimeRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

const dayRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Marcas por día' }))
    .getAllByRole('row')
    .slice(1);

const monthRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Horas por persona y mes' }))
    .getAllByRole('row')
    .slice(1);

const dayRowOf = (canvasElement: HTMLElement, name: string, date: string) =>
  dayRows(canvasElement).find((row) => row.textContent?.includes(name) && row.textContent.includes(dayLabel(date)))!;

const monthRowOf = (canvasElement: HTMLElement, name: string) =>
  monthRows(canvasElement).find((row) => row.textContent?.includes(name))!;

const forgottenLabel = dayRowLabel({ name: personnelFullName(forgetful), date: forgotten.date });

const actionsButton = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: `Acciones para ${label}` });

const recordButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Registrar marca' });

const openRecordDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(recordButton(canvasElement));
  const dialog = await body().findByRole('dialog', { name: 'Registrar marca' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

const chooseIn = async (container: HTMLElement, label: string, option: string) => {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await body().findByRole('option', { name: option }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
};

/** The week so far, the latest day first, and under it each person's month. */
export const ConDatos: Story = {
  tags: ['widths'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Horario' })).toBeVisible();
    // The kinds of leave have no menu entry: Horario leads there.
    await expect(canvas.getByRole('link', { name: 'Tipos de licencia' })).toHaveAttribute(
      'href',
      '/horario/licencias/listado',
    );
    const rows = dayRows(canvasElement);
    // One row per person and day: the demo has one clock-in a day.
    await expect(rows).toHaveLength(records.length);
    await expect(rows[0]).toHaveTextContent(dayLabel(mockToday));
    await expect(rows.at(-1)).toHaveTextContent(dayLabel(week.from));
    await expect(canvas.getByRole('textbox', { name: 'Desde' })).toHaveValue('16/11/2026');
    await expect(canvas.getByRole('textbox', { name: 'Hasta' })).toHaveValue('22/11/2026');
    await expect(canvas.getByRole('combobox', { name: 'Persona' })).toHaveTextContent('Todo el personal');
    // Everyone who clocked in this week has their month; nobody inactive is counted.
    const clocked = personnel.filter((person) => records.some((record) => record.personnelId === person.id));
    for (const person of clocked) await expect(monthRowOf(canvasElement, personnelFullName(person))).toBeVisible();
    const inactive = personnel.filter((person) => person.status !== 'activo');
    for (const person of inactive)
      await expect(canvas.getByRole('region', { name: 'Resumen por mes' })).not.toHaveTextContent(
        personnelFullName(person),
      );
    await expect(canvas.getByRole('region', { name: 'Resumen por mes' })).toHaveTextContent(
      `Del ${dayLabel(week.from)} al ${dayLabel(mockToday)}`,
    );
  },
};

/** The exit nobody wrote yesterday: flagged in words and with an icon, counted in the month. */
export const SemanaConSalidaFaltante: Story = {
  name: 'Semana con salida faltante',
  play: async ({ canvasElement }) => {
    const name = personnelFullName(forgetful);
    const row = dayRowOf(canvasElement, name, forgotten.date);
    await expect(row).toHaveTextContent('Falta la salida');
    await expect(row).toHaveTextContent(`${forgotten.entryTime} a —`);
    await expect(row).toHaveTextContent(forgotten.notes);
    await expect(row.querySelector('svg[data-slot="icon"]')).not.toBeNull();
    await expect(monthRowOf(canvasElement, name)).toHaveTextContent('1 día');
    // Only that day: the rest of the week reads otherwise.
    const flagged = dayRows(canvasElement).filter((candidate) => candidate.textContent?.includes('Falta la salida'));
    await expect(flagged).toHaveLength(1);
  },
};

/** Two hours and a half past the workday: the day's extra hours, and the same in the month. */
export const DíaConHorasExtra: Story = {
  name: 'Día con horas extra',
  args: { state: { status: 'ready', records: withOvertime } },
  play: async ({ canvasElement }) => {
    const name = personnelFullName(lateWorker);
    const row = dayRowOf(canvasElement, name, stayedLate.date);
    await expect(row).toHaveTextContent('Con horas extra');
    await expect(row).toHaveTextContent(formatWorkedMinutes(150));
    await expect(monthRowOf(canvasElement, name)).toHaveTextContent(formatWorkedMinutes(150));
  },
};

/** Today's clock-ins without exit are people at work, not missing exits. */
export const EnCursoHoy: Story = {
  name: 'En curso hoy',
  play: async ({ canvasElement }) => {
    const today = dayRows(canvasElement).filter((row) => row.textContent?.includes(dayLabel(mockToday)));
    await expect(today).toHaveLength(atWorkToday.length);
    for (const row of today) {
      await expect(row).toHaveTextContent('En curso');
      await expect(row).not.toHaveTextContent('Falta la salida');
    }
  },
};

/** The forgotten exit written from its row: sent with its entry, told above the list, the focus back. */
export const RegistrarSalida: Story = {
  name: 'Registrar salida',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const name = personnelFullName(forgetful);
    await openRowAction(canvasElement, forgottenLabel, 'Registrar salida');
    const dialog = await body().findByRole('dialog', { name: `Registrar salida de ${name}` });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(`Entrada a las ${forgotten.entryTime} del ${dayLabel(forgotten.date)}`);
    await expect(within(dialog).getByLabelText('Notas')).toHaveValue(forgotten.notes);
    await userEvent.type(within(dialog).getByLabelText('Salida'), forgetful.workdayEnd!.replace(':', ''));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    await expect(args.onUpdateRecord).toHaveBeenCalledWith({
      id: forgotten.id,
      entryTime: forgotten.entryTime,
      exitTime: forgetful.workdayEnd,
      notes: forgotten.notes,
    });
    await expect(await canvas.findByText(personnelMessages.recordUpdated)).toBeVisible();
    await expect(canvas.getByText(new RegExp(`Se registró la salida de ${name}`))).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(actionsButton(canvasElement, forgottenLabel)).toHaveFocus());
  },
};

/** An exit before the entry: the schema's words under the field, nothing sent. */
export const RegistrarSalidaInválida: Story = {
  name: 'Registrar salida inválida',
  play: async ({ args, canvasElement }) => {
    await openRowAction(canvasElement, forgottenLabel, 'Registrar salida');
    const dialog = await body().findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    const exit = within(dialog).getByLabelText('Salida');
    await userEvent.type(exit, '0600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar salida' }));
    await waitFor(() => expect(exit).toHaveAccessibleDescription(/La salida debe ser posterior a la entrada\./));
    await waitFor(() => expect(exit).toHaveFocus());
    await expect(args.onUpdateRecord).not.toHaveBeenCalled();
  },
};

/** A clock-in of today for someone with none: sent as the contract asks, told above the list. */
export const RegistrarMarca: Story = {
  name: 'Registrar marca',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openRecordDialog(canvasElement);
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('textbox', { name: 'Día' })).toHaveValue('20/11/2026');
    await chooseIn(dialog, 'Persona', personnelFullName(weekendPorter));
    await userEvent.type(inDialog.getByLabelText('Entrada'), '0800');
    await userEvent.type(inDialog.getByLabelText('Salida'), '1200');
    await userEvent.type(inDialog.getByLabelText('Notas'), 'Cubrió un turno');
    await userEvent.click(inDialog.getByRole('button', { name: 'Registrar marca' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      personnelId: weekendPorter.id,
      date: mockToday,
      entryTime: '08:00',
      exitTime: '12:00',
      notes: 'Cubrió un turno',
    });
    await expect(
      await canvas.findByText(`Se registró la marca de ${personnelFullName(weekendPorter)} del ${dayLabel(mockToday)}`),
    ).toBeVisible();
    await expect(canvas.getByText(personnelMessages.recordCreated)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(recordButton(canvasElement)).toHaveFocus());
  },
};

/** Nothing chosen: the schema's words at each field, nothing sent. */
export const RegistrarMarcaSinDatos: Story = {
  name: 'Registrar marca sin datos',
  play: async ({ args, canvasElement }) => {
    const dialog = await openRecordDialog(canvasElement);
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Registrar marca' }));
    await waitFor(() => expect(inDialog.getByText('Seleccione la persona.')).toBeVisible());
    await expect(inDialog.getByLabelText('Entrada')).toHaveAccessibleDescription(/Ingrese la hora de entrada\./);
    await expect(args.onRecord).not.toHaveBeenCalled();
    await waitFor(() => expect(inDialog.getByRole('combobox', { name: 'Persona' })).toHaveFocus());
  },
};

/** Today's entry of someone still at work: the domain sees the open record first, and nothing is sent. */
export const MarcaSobreEntradaAbierta: Story = {
  name: 'Marca sobre entrada abierta',
  play: async ({ args, canvasElement }) => {
    const dialog = await openRecordDialog(canvasElement);
    const inDialog = within(dialog);
    await chooseIn(dialog, 'Persona', personnelFullName(forgetful));
    await userEvent.type(inDialog.getByLabelText('Entrada'), '1000');
    await userEvent.click(inDialog.getByRole('button', { name: 'Registrar marca' }));
    await waitFor(() =>
      expect(inDialog.getByLabelText('Entrada')).toHaveAccessibleDescription(
        new RegExp(personnelMessages.openRecord.replace(/[.:]/g, '\\$&')),
      ),
    );
    await expect(args.onRecord).not.toHaveBeenCalled();
    await waitFor(() => expect(inDialog.getByLabelText('Entrada')).toHaveFocus());
  },
};

/** The person was set inactive meanwhile: the server's words on the person, what was typed kept. */
export const MarcaRechazada: Story = {
  name: 'Marca rechazada',
  args: { onRecord: fn(answer(failure(personnelMessages.recordOfInactive))) },
  play: async ({ args, canvasElement }) => {
    const dialog = await openRecordDialog(canvasElement);
    const inDialog = within(dialog);
    await chooseIn(dialog, 'Persona', personnelFullName(weekendPorter));
    await userEvent.type(inDialog.getByLabelText('Entrada'), '0800');
    await userEvent.click(inDialog.getByRole('button', { name: 'Registrar marca' }));
    await expect(args.onRecord).toHaveBeenCalledOnce();
    await waitFor(() => expect(inDialog.getByText(personnelMessages.recordOfInactive)).toBeVisible());
    await expect(inDialog.getByRole('combobox', { name: 'Persona' })).toHaveAttribute('aria-invalid', 'true');
    await expect(inDialog.getByLabelText('Entrada')).toHaveValue('08:00');
    await waitFor(() => expect(inDialog.getByRole('combobox', { name: 'Persona' })).toHaveFocus());
  },
};

/** Choosing a person asks the page for their records alone. */
export const FiltrarPorPersona: Story = {
  name: 'Filtrar por persona',
  play: async ({ args, canvasElement }) => {
    await chooseIn(canvasElement, 'Persona', personnelFullName(forgetful));
    await expect(args.onPersonnelChange).toHaveBeenCalledWith(forgetful.id);
  },
};

/** One person's week and month: their days alone, and «Registrar marca» proposes them. */
export const UnaPersona: Story = {
  name: 'Una persona',
  args: { personnelId: forgetful.id },
  play: async ({ canvasElement }) => {
    const name = personnelFullName(forgetful);
    const rows = dayRows(canvasElement);
    await expect(rows).toHaveLength(records.filter((record) => record.personnelId === forgetful.id).length);
    for (const row of rows) await expect(row).toHaveTextContent(name);
    await expect(monthRows(canvasElement)).toHaveLength(1);
    const dialog = await openRecordDialog(canvasElement);
    await expect(within(dialog).getByRole('combobox', { name: 'Persona' })).toHaveTextContent(name);
  },
};

/** «Este mes» asks for the whole month; dates typed backwards are refused and ask for nothing. */
export const CambiarFechas: Story = {
  name: 'Cambiar fechas',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Este mes' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(currentMonth(mockToday));
    await expect(canvas.getByRole('textbox', { name: 'Desde' })).toHaveValue('01/11/2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Esta semana' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(week);
    const calls = (args.onRangeChange as ReturnType<typeof fn>).mock.calls.length;
    const from = canvas.getByRole('textbox', { name: 'Desde' });
    await userEvent.clear(from);
    await userEvent.type(from, '30/11/2026');
    await expect(canvas.getByRole('textbox', { name: 'Hasta' })).toHaveAccessibleDescription(
      new RegExp(rangeMessage.replace(/[.]/g, '\\.')),
    );
    await expect((args.onRangeChange as ReturnType<typeof fn>).mock.calls.length).toBe(calls);
  },
};

/** A profile that may only read the horario: no «Registrar marca», no row menus. */
export const SoloConsulta: Story = {
  name: 'Solo consulta',
  args: { onRecord: undefined, onUpdateRecord: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Registrar marca' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: `Acciones para ${forgottenLabel}` })).toBeNull();
    await expect(dayRowOf(canvasElement, personnelFullName(forgetful), forgotten.date)).toHaveTextContent(
      'Falta la salida',
    );
  },
};

/** No clock-ins in the dates: the table says what to do; the month still counts the hours the schedule asked. */
export const Vacío: Story = {
  args: { state: { status: 'ready', records: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No hay marcas en estas fechas' })).toBeVisible();
    await expect(canvas.getByText(/registre una desde Registrar marca/)).toBeVisible();
    await expect(monthRowOf(canvasElement, personnelFullName(forgetful))).toHaveTextContent('0 h');
  },
};

export const Cargando: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Marcas por día' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(canvasElement).queryByRole('table', { name: 'Horas por persona y mes' })).toBeNull();
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
