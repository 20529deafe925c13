import {
  bookingWindowOf,
  type CalendarDate,
  type CommonArea,
  daysInMonth,
  formatCurrency,
  periodOf,
  type ReserveCreate,
  reserveCreateSchema,
  reserveMessages,
  toIsoDate,
  type YearMonth,
} from '@horizontal/domain';
import type { ComboboxOption } from '@horizontal/ui';
import { onlyProblems, problemOf } from '../../shared/forms';
import { monthRange } from '../calendar';

/** What the form sends: the create body without the complejo, which the app adds. */
export type ReserveValues = Omit<ReserveCreate, 'buildingId'>;

/**
 * What the fields hold while chosen: the area and the resident as their selects give them, the day as an ISO date
 * ('' until one is chosen), the turn as the calendar's radio value and the unit as the combobox's option.
 */
export type ReserveDraft = {
  commonAreaId: string;
  date: string;
  turnId: string;
  apartment: ComboboxOption | null;
  residentId: string;
  notes: string;
};

/** The resident select's «nobody in particular»: a select option cannot have an empty value. */
export const NO_RESIDENT = 'ninguno';

export const emptyDraft: ReserveDraft = {
  commonAreaId: '',
  date: '',
  turnId: '',
  apartment: null,
  residentId: NO_RESIDENT,
  notes: '',
};

const fields = reserveCreateSchema.shape;

/** '' (nothing chosen) stays missing for the schema, which then says «Seleccione …». */
const idValue = (text: string | undefined) => (text ? Number(text) : undefined);

export const validate = (draft: ReserveDraft) =>
  onlyProblems<ReserveDraft>({
    commonAreaId: problemOf(fields.commonAreaId, idValue(draft.commonAreaId)),
    date: problemOf(fields.date, draft.date),
    turnId: problemOf(fields.turnId, idValue(draft.turnId)),
    apartment: problemOf(fields.apartmentId, idValue(draft.apartment?.value)),
    residentId: null,
    notes: problemOf(fields.notes, draft.notes),
  });

export const toRequest = (draft: ReserveDraft): ReserveValues => ({
  commonAreaId: Number(draft.commonAreaId),
  turnId: Number(draft.turnId),
  apartmentId: Number(draft.apartment?.value),
  residentId: draft.residentId === NO_RESIDENT ? null : Number(draft.residentId),
  date: draft.date,
  notes: draft.notes.trim(),
});

/** «$ 2.500,00 por reserva», or that it costs nothing. */
export const priceInWords = (price: number) => (price === 0 ? 'Sin costo' : `${formatCurrency(price)} por reserva`);

/**
 * «$ 2.500,00 por reserva · Requiere aprobación · Hasta 90 días de anticipación · 1 reserva por mes por unidad»: what
 * a person must know of an area before choosing its day.
 */
export const areaInWords = (area: CommonArea) =>
  [
    priceInWords(area.price),
    area.requiresApproval ? 'Requiere aprobación' : 'Se confirma al reservar',
    `Hasta ${area.bookingWindowDays} días de anticipación`,
    area.monthlyLimit === null
      ? 'Sin límite por mes'
      : `${area.monthlyLimit === 1 ? '1 reserva' : `${area.monthlyLimit} reservas`} por mes por unidad`,
  ].join(' · ');

/** "2026-12": the key of a month, with its area, in the screen's cache of disabled days. */
export const monthKey = (commonAreaId: number, month: YearMonth) =>
  `${commonAreaId}|${monthRange(month).from.slice(0, 7)}`;

/** The days a booking may fall on at `now`: today to today + bookingWindowDays (Montevideo's calendar). */
export const windowOf = (area: Pick<CommonArea, 'bookingWindowDays'>, now: Date) => bookingWindowOf(area, now);

/** Whether a month has any day inside the window: the others are greyed entirely and never asked about. */
export const monthInWindow = (month: YearMonth, window: { first: string; last: string }) => {
  const range = monthRange(month);
  return range.to >= window.first && range.from <= window.last;
};

/**
 * The days of the month past the window's last day, greyed with the server's disabled days (the calendar's maxDate
 * also keeps them from being picked; this list keeps the greyed month the same whether or not it is the last).
 */
export const beyondWindowDays = (month: YearMonth, window: { last: string }): CalendarDate[] => {
  const days: CalendarDate[] = [];
  for (let day = 1; day <= daysInMonth(month.year, month.month); day += 1) {
    const date = { ...month, day };
    if (toIsoDate(date) > window.last) days.push(date);
  }
  return days;
};

const oneOf = (message: string, ...texts: readonly string[]) => texts.includes(message);

/** Where a refusal of POST /reserves/create belongs: the field it is about, or none (shown above the form). */
export const refusalField = (
  message: string,
  context: { area: CommonArea | undefined; draft: ReserveDraft; now: Date },
): keyof ReserveDraft | undefined => {
  const { area, draft, now } = context;
  if (oneOf(message, reserveMessages.turnTaken, reserveMessages.turnStarted, reserveMessages.foreignTurn)) {
    return 'turnId';
  }
  if (oneOf(message, reserveMessages.pastDate, reserveMessages.inMaintenance)) return 'date';
  if (area && message === reserveMessages.beyondWindow(area.bookingWindowDays, windowOf(area, now).last)) {
    return 'date';
  }
  if (
    area &&
    area.monthlyLimit !== null &&
    draft.date !== '' &&
    message === reserveMessages.monthlyLimit(area.monthlyLimit, area.name, periodOf(draft.date))
  ) {
    return 'apartment';
  }
  if (message === reserveMessages.foreignApartment) return 'apartment';
  if (oneOf(message, reserveMessages.foreignResident, reserveMessages.residentNotInUnit)) return 'residentId';
  if (oneOf(message, reserveMessages.foreignArea, reserveMessages.inactiveArea)) return 'commonAreaId';
  return undefined;
};
