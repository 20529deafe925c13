import {
  type ClockTime,
  type CommonArea,
  type CommonAreaCreate,
  commonAreaCreateSchema,
  DEFAULT_BOOKING_WINDOW_DAYS,
  formatTime,
  isOrderedTimes,
  parseTime,
  type TurnInput,
} from '@horizontal/domain';
import { onlyProblems, problemOf } from '../../shared/forms';

/** A turn as sent: the domain's own, with the id of an existing turn so that its reserves stay with it. */
export type TurnValues = TurnInput;

/**
 * What the form sends: the create body without the complejo, which the app adds (and the id, for an update).
 * `Required`: the schema's defaults make description, capacity, price, requiresApproval and the booking rules optional in its input,
 * and the form always sends every one of them.
 */
export type CommonAreaValues = Required<Omit<CommonAreaCreate, 'buildingId'>>;

export type TurnRow = {
  /** Tells the rows apart while they are added and removed; never sent. */
  key: string;
  /** Kept for an existing turn, so that its reserves stay with it. */
  id?: number;
  name: string;
  start: ClockTime | null;
  end: ClockTime | null;
};

/** What the fields hold while typed: the capacity as written, the price and times as their inputs give them. */
export type CommonAreaDraft = {
  name: string;
  description: string;
  capacity: string;
  price: number | null;
  requiresApproval: boolean;
  /** Days ahead a turn may be booked, as written. */
  bookingWindowDays: string;
  /** Bookings per unit and month, as written; empty is no limit. */
  monthlyLimit: string;
  turns: TurnRow[];
};

export const MAX_TURNS = 24;
const fields = commonAreaCreateSchema.shape;

const timeOf = (text: string): ClockTime | null => {
  const parsed = parseTime(text);
  return parsed.ok ? parsed.value : null;
};

export const draftOf = (area: CommonArea | null): CommonAreaDraft => ({
  name: area?.name ?? '',
  description: area?.description ?? '',
  capacity: area ? String(area.capacity) : '',
  price: area ? area.price : null,
  requiresApproval: area?.requiresApproval ?? true,
  bookingWindowDays: String(area?.bookingWindowDays ?? DEFAULT_BOOKING_WINDOW_DAYS),
  monthlyLimit: area?.monthlyLimit == null ? '' : String(area.monthlyLimit),
  turns: area
    ? area.turns.map((turn) => ({
        key: `guardado-${turn.id}`,
        id: turn.id,
        name: turn.name,
        start: timeOf(turn.startTime),
        end: timeOf(turn.endTime),
      }))
    : [{ key: 'turno-0', name: '', start: null, end: null }],
});

export type TurnProblems = { name?: string; start?: string; end?: string };

export const turnProblems = (turn: TurnRow): TurnProblems => {
  const problems: TurnProblems = {};
  if (turn.name.trim() === '') problems.name = 'Ingrese el nombre del turno.';
  if (turn.start === null) problems.start = 'Ingrese la hora de inicio.';
  if (turn.end === null) problems.end = 'Ingrese la hora de fin.';
  else if (turn.start !== null && !isOrderedTimes(formatTime(turn.start), formatTime(turn.end))) {
    problems.end = 'Cada turno debe terminar después de empezar.';
  }
  return problems;
};

export const validate = (draft: CommonAreaDraft) =>
  onlyProblems<CommonAreaDraft>({
    name: problemOf(fields.name, draft.name),
    description: problemOf(fields.description, draft.description),
    capacity: draft.capacity === '' ? 'Ingrese la capacidad.' : problemOf(fields.capacity, Number(draft.capacity)),
    price:
      draft.price === null
        ? 'Ingrese el precio de la reserva; escriba 0 si es gratuita.'
        : problemOf(fields.price, draft.price),
    requiresApproval: null,
    bookingWindowDays:
      draft.bookingWindowDays === ''
        ? 'Ingrese con cuántos días de anticipación se puede reservar.'
        : problemOf(fields.bookingWindowDays, Number(draft.bookingWindowDays)),
    monthlyLimit: draft.monthlyLimit === '' ? null : problemOf(fields.monthlyLimit, Number(draft.monthlyLimit)),
    turns:
      draft.turns.length === 0
        ? 'Agregue al menos un turno.'
        : draft.turns.some((turn) => Object.keys(turnProblems(turn)).length > 0)
          ? 'Revise los turnos marcados.'
          : null,
  });

export const toRequest = (draft: CommonAreaDraft): CommonAreaValues => ({
  name: draft.name.trim(),
  description: draft.description.trim(),
  capacity: Number(draft.capacity),
  price: draft.price ?? 0,
  requiresApproval: draft.requiresApproval,
  bookingWindowDays: Number(draft.bookingWindowDays),
  monthlyLimit: draft.monthlyLimit === '' ? null : Number(draft.monthlyLimit),
  turns: draft.turns.map((turn): TurnValues => {
    const values = {
      name: turn.name.trim(),
      startTime: turn.start ? formatTime(turn.start) : '',
      endTime: turn.end ? formatTime(turn.end) : '',
    };
    return turn.id === undefined ? values : { id: turn.id, ...values };
  }),
});
