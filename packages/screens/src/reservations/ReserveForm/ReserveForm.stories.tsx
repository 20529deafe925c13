import {
  disabledDaysOf,
  montevideoMoment,
  type Reserve,
  refusals,
  reserveMessages,
  type TurnAvailability,
  turnsOn,
  unitLabel,
} from '@horizontal/domain';
import { DEMO_TODAY } from '@horizontal/domain/demo';
import {
  apartmentFixtures,
  commonAreaFixtures,
  maintenanceFixtures,
  reserveFixtures,
  residentFixtures,
} from '@horizontal/mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answer, failure, ok } from '../../shared/stories/answers';
import { ofBuilding } from '../../shared/stories/demo';
import { choose, formStates, recordFormArgs } from '../../shared/stories/form-stories';
import type { Loaded } from '../calendar';
import { ReserveForm } from './ReserveForm';

/** The demo's day at 10:00 in Montevideo, so that the calendar and the allowed actions stay the same. */
const now = new Date(montevideoMoment(DEMO_TODAY, '10:00'));

const areas = ofBuilding(commonAreaFixtures).filter((area) => area.status === 'activo');
const apartments = ofBuilding(apartmentFixtures).map((unit) => ({
  id: unit.id,
  name: unitLabel(unit),
  number: unit.number,
  tower: unit.tower,
}));
const residents = ofBuilding(residentFixtures);
const reserves = ofBuilding(reserveFixtures);
const areaOf = (id: number) => areas.find((area) => area.id === id)!;
const bookingsOf = (commonAreaId: number) => ({
  reserves: reserveFixtures.filter((reserve) => reserve.commonAreaId === commonAreaId),
  maintenances: maintenanceFixtures.filter((maintenance) => maintenance.commonAreaId === commonAreaId),
});

/** The mocks' answers, worked out by the domain's own calendar from the demo's bookings and maintenances. */
const loadDisabledDays = async ({ commonAreaId, from, to }: { commonAreaId: number; from: string; to: string }) => ({
  ok: true as const,
  value: disabledDaysOf(areaOf(commonAreaId), { from, to }, bookingsOf(commonAreaId), now),
});
const loadTurns = async ({
  commonAreaId,
  date,
}: {
  commonAreaId: number;
  date: string;
}): Promise<Loaded<TurnAvailability[]>> => ({
  ok: true,
  value: turnsOn(areaOf(commonAreaId), date, bookingsOf(commonAreaId), now),
});

const pending = reserves.find((reserve) => reserve.status === 'pendiente' && reserve.date > DEMO_TODAY)!;
const rejected = reserves.find((reserve) => reserve.status === 'rechazada')!;

const meta = {
  title: 'Pantallas/Reservas/ReserveForm',
  component: ReserveForm,
  args: {
    ...recordFormArgs(reserveMessages.pendingApproval),
    now,
    options: { status: 'ready', areas, apartments, residents },
    loadDisabledDays: fn(loadDisabledDays),
    loadTurns: fn(loadTurns),
    onStatusChange: fn(answer(ok(reserveMessages.status))),
    onDelete: fn(answer(ok(reserveMessages.deleted))),
    onModify: fn(),
  },
} satisfies Meta<typeof ReserveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = formStates<typeof meta>({
  loading: 'Cargando la reserva…',
  missing: reserveMessages.notFound,
  optionsUnavailable: 'No se pudieron cargar las áreas comunes y las unidades',
});

const body = () => within(document.body);

/** Salón de fiestas on Friday 27/11/2026 (the demo's next Friday), its night turn. */
const chooseSlot = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await choose(canvasElement, 'Área común', 'Salón de fiestas');
  await expect(canvas.getByText(/\$ 2\.500,00 por reserva · Requiere aprobación/)).toBeVisible();
  const day = await canvas.findByRole('button', { name: /27 de noviembre/ });
  await waitFor(() => expect(day).toBeEnabled());
  await userEvent.click(day);
  const night = await canvas.findByRole('radio', { name: 'Noche 20:00 a 23:59' });
  await userEvent.click(night);
  return canvas;
};

const chooseUnit = async (canvasElement: HTMLElement) => {
  await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Unidad' }), 'A 101');
  await userEvent.click(await body().findByRole('option', { name: 'Torre A · 101' }));
};

const sent = {
  commonAreaId: 1,
  turnId: 2,
  apartmentId: apartments.find((unit) => unit.name === 'Torre A · 101')!.id,
  residentId: null,
  date: '2026-11-27',
  notes: '',
};

export const Crear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nueva reserva' })).toBeVisible();
    await expect(canvas.getByText('Elija primero el área común para ver sus días y turnos libres.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reservar' })).toBeVisible();
  },
};

export const CrearConTurnoElegido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await chooseSlot(canvasElement);
    await expect(args.loadDisabledDays).toHaveBeenCalledWith({ commonAreaId: 1, from: '2026-11-01', to: '2026-11-30' });
    await expect(args.loadTurns).toHaveBeenCalledWith({ commonAreaId: 1, date: '2026-11-27' });
    await chooseUnit(canvasElement);
    const summary = canvas.getByRole('region', { name: 'Resumen de la reserva' });
    await expect(summary).toHaveTextContent(
      'Salón de fiestas, viernes 27/11/2026, Noche 20:00 a 23:59, Torre A · 101: $ 2.500,00 por reserva.',
    );
    await expect(summary).toHaveTextContent('La reserva queda pendiente de aprobación.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(sent);
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(sent));
  },
};

export const CrearInválido: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar' }));
    await expect(await canvas.findByText('Seleccione el área común.')).toBeVisible();
    await expect(canvas.getByText('Seleccione el apartamento.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await choose(canvasElement, 'Área común', 'Parrillero');
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar' }));
    await expect(await canvas.findByText('Seleccione la fecha de la reserva.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Día y turno de Parrillero' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Someone else took the turn meanwhile: the refusal shows at the turn, and the day's turns are asked again. */
export const TurnoOcupado: Story = {
  args: { onSubmit: fn(answer(failure(reserveMessages.turnTaken))) },
  play: async ({ args, canvasElement }) => {
    const canvas = await chooseSlot(canvasElement);
    await chooseUnit(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reservar' }));
    await expect(await canvas.findByText(reserveMessages.turnTaken)).toBeVisible();
    await waitFor(() => expect(args.loadTurns).toHaveBeenCalledTimes(2));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Día y turno de Salón de fiestas' })).toHaveFocus());
  },
};

export const TurnosNoCargan: Story = {
  args: {
    loadTurns: fn(
      async (_request: { commonAreaId: number; date: string }): Promise<Loaded<TurnAvailability[]>> => ({
        ok: false,
        message: refusals.unexpected,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, 'Área común', 'Salón de fiestas');
    const day = await canvas.findByRole('button', { name: /27 de noviembre/ });
    await waitFor(() => expect(day).toBeEnabled());
    await userEvent.click(day);
    await expect(await canvas.findByText(refusals.unexpected)).toBeVisible();
  },
};

export const Detalle: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: pending } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: `Reserva de ${pending.commonArea}` })).toBeVisible();
    await expect(canvas.getByText(pending.apartment)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmar' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar' }));
    const dialog = await body().findByRole('dialog', { name: /^¿Rechazar la reserva de / });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('rechazada');
    await expect(await canvas.findByText(reserveMessages.status)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rechazar' })).toHaveFocus());
  },
};

export const DetalleSinAcciones: Story = {
  args: { state: { mode: 'DETAIL', status: 'ready', record: rejected as Reserve }, onModify: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rechazada')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
  },
};

export const Modificar: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: pending }, onStatusChanged: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Nuevo estado' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['confirmada', 'rechazada']);
    await userEvent.click(within(group).getByRole('radio', { name: 'Confirmada' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('confirmada');
    await waitFor(() => expect(args.onStatusChanged).toHaveBeenCalledWith('confirmada'));
  },
};

export const ModificarSinCambios: Story = {
  args: { state: { mode: 'MODIFY', status: 'ready', record: rejected as Reserve } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La reserva está rechazada: es un estado final, que ya no cambia.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Guardar' })).toBeNull();
  },
};

export const Cargando: Story = states.loading;

export const ErrorAlCargar: Story = { ...states.loadError, name: 'Error' };

export const NoExiste: Story = states.missing;

export const OpcionesNoCargan: Story = states.optionsError;
