import {
  addDays,
  formatIsoDate,
  isLiveReserve,
  type Maintenance,
  maintenanceAvailableDaysOf,
  maintenanceDisabledDaysOf,
  maintenanceMessages,
  maintenanceStatusLabels,
  refusals,
  SPANISH_MONTH_NAMES,
} from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import { commonAreaFixtures, frequencies, maintenanceFixtures, reserveFixtures } from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import { body } from '../../shared/stories/lists';
import type { Loaded } from '../calendar';
import { MaintenanceForm } from './MaintenanceForm';
import type { MaintenanceValues } from './maintenance-form';

/** The demo's day, so that the calendar's month and its free days never move in the baseline. */
const today = DEMO_TODAY;

const areas = ofBuilding(commonAreaFixtures);
const partyHall = areas.find((area) => area.name === 'Salón de fiestas')!;
const maintenances = ofBuilding(maintenanceFixtures);

/** A whole-day job in the party hall six days ahead, so that its calendar greys a day other work takes. */
const closedDay = addDays(today, 6);
const withClosedDay: Maintenance[] = [
  ...maintenances,
  {
    ...maintenances.find((maintenance) => maintenance.commonAreaId === partyHall.id)!,
    id: 900,
    date: closedDay,
    startTime: null,
    endTime: null,
    status: 'pendiente',
  },
];

type DaysRequest = { commonAreaId: number; from: string; to: string };
const areaOf = (id: number) => areas.find((area) => area.id === id)!;
const ofArea = <Row extends { commonAreaId: number | null }>(rows: readonly Row[], id: number) =>
  rows.filter((row) => row.commonAreaId === id);

/** What POST /maintenances/disabled answers in mock mode: the domain's rule over the fixtures. */
const disabledDays = async ({ commonAreaId, ...range }: DaysRequest): Promise<Loaded<string[]>> => ({
  ok: true,
  value: maintenanceDisabledDaysOf(areaOf(commonAreaId), range, ofArea(withClosedDay, commonAreaId)),
});

/** What POST /maintenances/available answers in mock mode. */
const availableDays = async ({ commonAreaId, ...range }: DaysRequest) => ({
  ok: true as const,
  value: maintenanceAvailableDaysOf(areaOf(commonAreaId), range, {
    reserves: ofArea(reserveFixtures, commonAreaId),
    maintenances: ofArea(withClosedDay, commonAreaId),
  }),
});

/** The party hall's first live booking ahead: the day a maintenance would fall on it. */
const booking = reserveFixtures
  .filter((reserve) => reserve.commonAreaId === partyHall.id && isLiveReserve(reserve) && reserve.date > today)
  .sort((a, b) => a.date.localeCompare(b.date))[0]!;
const bookedThatDay = reserveFixtures.filter(
  (reserve) => reserve.commonAreaId === partyHall.id && isLiveReserve(reserve) && reserve.date === booking.date,
);
const bookedHours = maintenanceMessages.bookedHours(
  bookedThatDay.map((reserve) => ({ date: reserve.date, turn: reserve.turn, apartment: reserve.apartment })),
);

const underWay = maintenances.find((maintenance) => maintenance.status === 'en_curso')!;
const pending = maintenances
  .filter((maintenance) => maintenance.status === 'pendiente')
  .sort((a, b) => a.date.localeCompare(b.date))[0]!;
const done = maintenances.find((maintenance) => maintenance.status === 'finalizado')!;

const meta = {
  title: 'Pantallas/Reservas/MaintenanceForm',
  component: MaintenanceForm,
  args: {
    ...recordFormArgs(maintenanceMessages.created),
    options: { status: 'ready', areas, frequencies },
    today,
    loadDisabledDays: fn(disabledDays),
    loadAvailableDays: fn(availableDays),
    onStatusChange: fn(answer(ok(maintenanceMessages.status))),
    onModify: fn(),
  },
} satisfies Meta<typeof MaintenanceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando el mantenimiento…',
  missing: maintenanceMessages.notFound,
  optionsUnavailable: 'No se pudieron cargar las áreas comunes y las frecuencias',
});

/** The calendar's button of a day, by how it reads: «28 de noviembre». */
const dayButton = (canvasElement: HTMLElement, isoDate: string) =>
  within(canvasElement).getByRole('button', {
    name: new RegExp(
      `\\b${Number(isoDate.slice(8))} de ${SPANISH_MONTH_NAMES[Number(isoDate.slice(5, 7)) - 1]!.toLowerCase()}`,
    ),
  });

/** Picks the party hall and waits for its month's days. */
const choosePartyHall = async (canvasElement: HTMLElement) => {
  await choose(canvasElement, 'Área común', partyHall.name);
  await waitFor(() => expect(dayButton(canvasElement, closedDay)).toBeDisabled());
};

export const Crear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuevo mantenimiento' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Área común' })).toHaveTextContent(
      'Todo el complejo (no bloquea reservas)',
    );
    await expect(canvas.getByLabelText('Fecha')).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: 'Todo el día' })).toBeChecked();
    await expect(canvas.queryByLabelText('Desde')).toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Frecuencia' })).toHaveTextContent('Sin frecuencia');
  },
};

/** In an area: a day of its calendar and one of its free turns, which fills the hours. */
export const ConÁreaYTurno: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Revisión de la instalación eléctrica');
    await choosePartyHall(canvasElement);
    await expect(args.loadDisabledDays).toHaveBeenCalledWith({
      commonAreaId: partyHall.id,
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // Days before today cannot be chosen.
    await expect(dayButton(canvasElement, addDays(today, -1))).toBeDisabled();
    const day = addDays(today, 8);
    await userEvent.click(dayButton(canvasElement, day));
    const turn = await canvas.findByRole('radio', { name: 'Mediodía 12:00 a 16:00' });
    await userEvent.click(turn);
    await expect(canvas.getByRole('radio', { name: 'Un horario' })).toBeChecked();
    await expect(canvas.getByLabelText('Desde')).toHaveValue('12:00');
    await expect(canvas.getByLabelText('Hasta')).toHaveValue('16:00');
    await expect(turn).toBeChecked();
    await userEvent.type(canvas.getByLabelText('Proveedor'), 'Electricidad Pocitos');
    await userEvent.type(canvas.getByLabelText('Costo'), '3200');
    await choose(canvasElement, 'Frecuencia', 'Anual');
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar mantenimiento' }));
    const sent: MaintenanceValues = {
      title: 'Revisión de la instalación eléctrica',
      commonAreaId: partyHall.id,
      frequencyId: frequencies.find((frequency) => frequency.name === 'Anual')!.id,
      date: day,
      startTime: '12:00',
      endTime: '16:00',
      provider: 'Electricidad Pocitos',
      cost: 320_000,
      description: '',
      cancelReserves: false,
    };
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CampoInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar mantenimiento' }));
    await expect(canvas.getByText('Ingrese el título del mantenimiento.')).toBeVisible();
    await expect(canvas.getByText('Seleccione la fecha del mantenimiento.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Título')).toHaveFocus());
    await userEvent.click(canvas.getByRole('radio', { name: 'Un horario' }));
    await expect(canvas.getByLabelText('Desde')).toHaveAccessibleDescription(/Ingrese la hora de inicio\./);
    await userEvent.type(canvas.getByLabelText('Desde'), '1800');
    await userEvent.type(canvas.getByLabelText('Hasta'), '0900');
    await expect(canvas.getByLabelText('Hasta')).toHaveAccessibleDescription(
      /La hora de fin debe ser posterior a la de inicio\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Hasta')).toHaveFocus();
  },
};

/**
 * The whole day of the party hall falls on a booking: the server names it, and the person may cancel it with the
 * maintenance; its resident is told by e-mail.
 */
export const ReservasEnEseHorario: Story = {
  args: {
    onSubmit: fn(async (values: MaintenanceValues) =>
      values.cancelReserves ? ok(maintenanceMessages.createdCancelling(bookedThatDay.length)) : failure(bookedHours),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Cambio de luminarias');
    await choosePartyHall(canvasElement);
    await userEvent.click(dayButton(canvasElement, booking.date));
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar mantenimiento' }));
    await expect(await canvas.findByText(bookedHours)).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar esas reservas y agendar' }));
    const dialog = await body().findByRole('alertdialog', {
      name: '¿Cancelar esas reservas y agendar el mantenimiento?',
    });
    await expect(dialog).toHaveTextContent('cada residente recibe un correo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reservas y agendar' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ cancelReserves: true, date: booking.date }),
    );
    const saved = await canvas.findByText(maintenanceMessages.createdCancelling(bookedThatDay.length));
    await expect(saved).toBeVisible();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(saved.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** Another maintenance took those hours meanwhile: the server's refusal is shown at the date. */
export const ÁreaOcupada: Story = {
  args: { onSubmit: fn(answer(failure(maintenanceMessages.areaBusy))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Título'), 'Cambio de luminarias');
    await choosePartyHall(canvasElement);
    await userEvent.click(dayButton(canvasElement, addDays(today, 8)));
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar mantenimiento' }));
    const date = await canvas.findByRole('group', { name: `Fecha en ${partyHall.name}` });
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAccessibleDescription(maintenanceMessages.areaBusy);
  },
};

/** Work of no area (the lifts): a typed date and, optionally, its hours; it blocks no booking. */
export const TodoElComplejo: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const day = addDays(today, 15);
    await userEvent.type(canvas.getByLabelText('Título'), 'Revisión de ascensores Torre B');
    await userEvent.type(canvas.getByLabelText('Fecha'), formatIsoDate(day).replaceAll('/', ''));
    await userEvent.click(canvas.getByRole('radio', { name: 'Un horario' }));
    await userEvent.type(canvas.getByLabelText('Desde'), '0800');
    await userEvent.type(canvas.getByLabelText('Hasta'), '1800');
    await userEvent.type(canvas.getByLabelText('Descripción'), 'Se usa un solo ascensor por vez.');
    await userEvent.click(canvas.getByRole('button', { name: 'Agendar mantenimiento' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ commonAreaId: null, date: day, startTime: '08:00', endTime: '18:00', cost: 0 }),
    );
    await expect(args.loadDisabledDays).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
  },
};

export const DíasNoCargan: Story = {
  name: 'Días del área que no cargan',
  args: {
    loadDisabledDays: fn(
      async (_request: DaysRequest): Promise<Loaded<string[]>> => ({ ok: false, message: refusals.unexpected }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Área común', partyHall.name);
    await expect(await canvas.findByText(`No se pudieron cargar los días de ${partyHall.name}`)).toBeVisible();
    await expect(canvas.getByText(refusals.unexpected)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(args.loadDisabledDays).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The ficha of work ahead: it may start or be cancelled, which asks first. */
export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: pending } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: pending.title })).toBeVisible();
    await expect(canvas.getByText(formatIsoDate(pending.date))).toBeVisible();
    await expect(canvas.getByText(maintenanceStatusLabels.pendiente)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Finalizar' })).toBeNull();
    const cancel = canvas.getByRole('button', { name: 'Cancelar' });
    await userEvent.click(cancel);
    const dialog = await body().findByRole('dialog', { name: `¿Cancelar el mantenimiento «${pending.title}»?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar mantenimiento' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('cancelado');
    await expect(await canvas.findByText(maintenanceMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};

/** Work under way: MODIFY changes its status only, among those it may move to. */
export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: underWay } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByRole('radio').map((radio) => radio.textContent || radio.getAttribute('value')),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('radio', { name: maintenanceStatusLabels.pendiente })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: maintenanceStatusLabels.finalizado }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('finalizado');
    await expect(await canvas.findByText(maintenanceMessages.status)).toBeVisible();
  },
};

/** Finished work: nothing left to change, and the screen says why. */
export const ModificarFinalizado: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: done } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('El mantenimiento está finalizado: su estado ya no cambia.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
  },
};

export const NoExiste: Story = { ...states.missing, name: 'No existe' };

export const OpcionesNoCargan: Story = { ...states.optionsError, name: 'Opciones que no cargan' };

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };
