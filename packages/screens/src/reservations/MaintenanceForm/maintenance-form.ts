import {
  type AvailableDay,
  type ClockTime,
  type CommonArea,
  formatIsoDate,
  formatTime,
  isOrderedTimes,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceStatus,
  maintenanceCreateSchema,
  maintenanceMessages,
  maintenanceStatusLabels,
  maintenanceTransitions,
  parseTime,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's defaults
 * make most fields optional in its input, and the form always sends every one of them.
 */
export type MaintenanceValues = Required<Omit<MaintenanceCreate, 'buildingId'>>;

/** «Todo el día» closes every turn of the area; «Un horario» only the turns its hours overlap. */
export type MaintenanceSpan = 'day' | 'hours';

/** The Select's value for «Todo el complejo»: a Radix option cannot have an empty value. */
export const WHOLE_COMPLEX = 'complejo';
/** The Select's value for a maintenance without a frequency. */
export const NO_FREQUENCY = 'ninguna';

/** What the fields hold while the person fills them: the choices as the selects give them, times as parsed. */
export type MaintenanceDraft = {
  title: string;
  /** An area's id as text, or WHOLE_COMPLEX. */
  commonAreaId: string;
  /** yyyy-mm-dd, or null until chosen. */
  date: string | null;
  span: MaintenanceSpan;
  startTime: ClockTime | null;
  endTime: ClockTime | null;
  provider: string;
  /** Centésimos; empty is no cost. */
  cost: number | null;
  /** A frequency's id as text, or NO_FREQUENCY. */
  frequencyId: string;
  description: string;
};

export const emptyDraft: MaintenanceDraft = {
  title: '',
  commonAreaId: WHOLE_COMPLEX,
  date: null,
  span: 'day',
  startTime: null,
  endTime: null,
  provider: '',
  cost: null,
  frequencyId: NO_FREQUENCY,
  description: '',
};

const timeText = (time: ClockTime | null) => (time === null ? null : formatTime(time));

/** hh:mm (or hh:mm:ss as PostgreSQL answers) to the TimeInput's value. */
export const clockOf = (text: string): ClockTime | null => {
  const parsed = parseTime(text.slice(0, 5));
  return parsed.ok ? parsed.value : null;
};

export const toRequest = (draft: MaintenanceDraft, cancelReserves = false): MaintenanceValues => {
  const hours = draft.span === 'hours';
  return {
    title: draft.title.trim(),
    commonAreaId: draft.commonAreaId === WHOLE_COMPLEX ? null : Number(draft.commonAreaId),
    frequencyId: draft.frequencyId === NO_FREQUENCY ? null : Number(draft.frequencyId),
    date: draft.date ?? '',
    startTime: hours ? timeText(draft.startTime) : null,
    endTime: hours ? timeText(draft.endTime) : null,
    provider: draft.provider.trim(),
    cost: draft.cost ?? 0,
    description: draft.description.trim(),
    cancelReserves,
  };
};

/*
 * The schema checks the order of the hours only once every field is valid (zod runs an object's refinements last),
 * and a person typing hours has rarely filled the rest: its message is read from it once, over a valid body.
 */
const orderedHoursProblem = maintenanceCreateSchema.safeParse({
  buildingId: 1,
  title: 'Orden de las horas',
  date: '2026-01-01',
  startTime: '10:00',
  endTime: '09:00',
});
const hoursOrderMessage = orderedHoursProblem.success
  ? 'La hora de fin debe ser posterior a la de inicio.'
  : (orderedHoursProblem.error.issues[0]?.message ?? '');

export const pastDateMessage = 'La fecha del mantenimiento no puede ser anterior a hoy.';
export const startMissing = 'Ingrese la hora de inicio.';
export const endMissing = 'Ingrese la hora de fin.';

/**
 * Every problem of the draft, at its field, in the words the server would use: the request is checked against the
 * create schema (without the complejo, which the app adds). What the schema cannot know is added here: «Un horario»
 * needs both hours, and work is not scheduled in the past.
 */
export const validateWith =
  (today: string) =>
  (draft: MaintenanceDraft): FieldErrors<MaintenanceDraft> => {
    const problems: FieldErrors<MaintenanceDraft> = {};
    const result = maintenanceCreateSchema.safeParse(toRequest(draft));
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0];
        if (typeof key !== 'string' || !(key in draft)) continue;
        problems[key as keyof MaintenanceDraft] ??= issue.message;
      }
    }
    if (draft.span === 'hours') {
      if (draft.startTime === null) problems.startTime = startMissing;
      if (draft.endTime === null) problems.endTime = endMissing;
      else if (draft.startTime !== null && !isOrderedTimes(formatTime(draft.startTime), formatTime(draft.endTime))) {
        problems.endTime ??= hoursOrderMessage;
      }
    }
    if (draft.date !== null && !problems.date && draft.date < today) problems.date = pastDateMessage;
    return problems;
  };

const commonPrefix = (a: string, b: string) => {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  return a.slice(0, index);
};

/*
 * The refusal names the bookings, so it is recognised by what every such message shares: its opening (before the
 * count) and its closing (after the list of bookings), both read from the contract's own template.
 */
const bookedNone = maintenanceMessages.bookedHours([]);
const bookedOpening = commonPrefix(
  bookedNone,
  maintenanceMessages.bookedHours([{ date: '2000-01-01', turn: null, apartment: '' }]),
);
const bookedClosing = bookedNone.slice(bookedNone.indexOf(': ') + 2);

/** Whether the server refused because the hours fall on live bookings, which the person may cancel with it. */
export const isBookedHours = (message: string) =>
  message.startsWith(bookedOpening) && message.endsWith(bookedClosing) && message !== bookedNone;

/** «08:00 a 12:00», or «Todo el día» for a maintenance without hours. */
export const hoursLabel = (maintenance: { startTime: string | null; endTime: string | null }) =>
  maintenance.startTime === null || maintenance.endTime === null
    ? 'Todo el día'
    : `${maintenance.startTime.slice(0, 5)} a ${maintenance.endTime.slice(0, 5)}`;

/** «Piscina», or «Todo el complejo» for work of no area. */
export const areaLabel = (maintenance: Pick<Maintenance, 'commonArea'>) => maintenance.commonArea ?? 'Todo el complejo';

/** What a confirmation names the maintenance by: «Piscina, 20/11/2026, 08:00 a 12:00». */
export const maintenanceSummary = (maintenance: Maintenance) =>
  `${areaLabel(maintenance)}, ${formatIsoDate(maintenance.date)}, ${hoursLabel(maintenance).toLowerCase()}`;

/** The verbs of the status changes, as buttons and row actions say them. */
export const transitionVerbs: Readonly<Record<MaintenanceStatus, string>> = {
  pendiente: 'Volver a pendiente',
  en_curso: 'Iniciar',
  finalizado: 'Finalizar',
  cancelado: 'Cancelar',
};

/** The statuses a maintenance may move to from its own (maintenanceTransitions), in the table's order. */
export const nextStatuses = (maintenance: { status: MaintenanceStatus }): readonly MaintenanceStatus[] =>
  maintenanceTransitions[maintenance.status];

/** Why a maintenance offers no change of status: its status is final. */
export const finalStatusNote = (status: MaintenanceStatus) =>
  `El mantenimiento está ${maintenanceStatusLabels[status].toLowerCase()}: su estado ya no cambia.`;

/**
 * An area a maintenance may take: the whole area with its turns and status to whom may read Áreas comunes, or only
 * its name (GET /general/commonareas) to a front desk that may not; its day then lists only the turns still free.
 */
export type MaintenanceArea = Pick<CommonArea, 'id' | 'name'> & Partial<Pick<CommonArea, 'turns' | 'status'>>;

export const schedulableAreas = (areas: readonly MaintenanceArea[]) =>
  areas.filter((area) => area.status !== 'inactivo');

/** The free turns of one day, by id; none when the day has no free turn (every one booked or closed). */
/** The turns a day of the area shows: all of them, taken ones too, when the area came whole; else the free ones. */
export const turnsOf = (area: MaintenanceArea, days: readonly AvailableDay[], date: string | null) =>
  area.turns ?? days.find((day) => day.date === date)?.turns ?? [];

export const freeTurnIds = (days: readonly AvailableDay[], date: string | null) =>
  new Set(days.find((day) => day.date === date)?.turns.map((turn) => turn.id) ?? []);
