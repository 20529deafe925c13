import {
  addDays,
  addMonths,
  formatIsoDate,
  type MonthHours,
  monthHours,
  type Personnel,
  periodOf,
  type TimeRecord,
  type WorkedDay,
  weekdayOf,
  workedDays,
} from '@horizontal/domain';
import { personnelFullName } from '../PersonnelList/personnel-labels';

/** A stretch of days, both ends included (yyyy-mm-dd). */
export type TimeRange = { from: string; to: string };

/** Monday to Sunday of the week of `today`: what Horario opens on. */
export const currentWeek = (today: string): TimeRange => {
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return { from: monday, to: addDays(monday, 6) };
};

/** Monday to Sunday of the week before that of `today`. */
export const lastWeek = (today: string): TimeRange => currentWeek(addDays(today, -7));

/** The first to the last day of the month of `today`. */
export const currentMonth = (today: string): TimeRange => {
  const first = `${periodOf(today)}-01`;
  return { from: first, to: addDays(addMonths(first, 1), -1) };
};

const weekdayNames = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;

/** «jue»: a day's weekday, short. */
export const weekdayShort = (isoDate: string) => weekdayNames[weekdayOf(isoDate)]!;

/** «jue 19/11/2026»: a day of the list, its weekday first, as the desk thinks of the week. */
export const dayLabel = (isoDate: string) => `${weekdayShort(isoDate)} ${formatIsoDate(isoDate)}`;

/** What a day of a person comes to, in the list's status column. */
export const dayStatuses = ['faltaSalida', 'enCurso', 'horasExtra', 'registrado'] as const;
export type DayStatus = (typeof dayStatuses)[number];

export const dayStatusLabels: Readonly<Record<DayStatus, string>> = {
  faltaSalida: 'Falta la salida',
  enCurso: 'En curso',
  horasExtra: 'Con horas extra',
  registrado: 'Registrado',
};

/** One person's day: the domain's sums of it, whom it is of, and its clock-ins in order. */
export type DayRow = WorkedDay & {
  id: string;
  name: string;
  records: readonly TimeRecord[];
  /** The clock-in still without its exit, if any (a day takes no other record until it has one). */
  open: TimeRecord | undefined;
  status: DayStatus;
};

const statusOf = (day: WorkedDay): DayStatus => {
  if (day.missingExit) return 'faltaSalida';
  if (day.inProgress) return 'enCurso';
  return day.extraMinutes > 0 ? 'horasExtra' : 'registrado';
};

/** Whom a record is of: the person's current name, or the name the record came with. */
const nameFinder = (personnel: readonly Personnel[], records: readonly TimeRecord[]) => {
  const names = new Map<number, string>(records.map((record) => [record.personnelId, record.personnel]));
  for (const person of personnel) names.set(person.id, personnelFullName(person));
  return (personnelId: number) => names.get(personnelId) ?? '';
};

/**
 * The days of `records`, one per person and date (the domain's workedDays against each person's workday), the latest
 * first and, on a day, by name. `today` tells a missing exit from a person still at work.
 */
export const dayRowsOf = (records: readonly TimeRecord[], personnel: readonly Personnel[], today: string): DayRow[] => {
  const byId = new Map(personnel.map((person) => [person.id, person]));
  const nameOf = nameFinder(personnel, records);
  const recordsOf = new Map<string, TimeRecord[]>();
  for (const record of records) {
    const key = `${record.personnelId}|${record.date}`;
    recordsOf.set(key, [...(recordsOf.get(key) ?? []), record]);
  }
  return workedDays(records, (personnelId) => byId.get(personnelId), today)
    .map((day): DayRow => {
      const id = `${day.personnelId}|${day.date}`;
      const own = [...(recordsOf.get(id) ?? [])].sort((a, b) => a.entryTime.localeCompare(b.entryTime));
      return {
        ...day,
        id,
        name: nameOf(day.personnelId),
        records: own,
        open: own.find((record) => record.exitTime === null),
        status: statusOf(day),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name, 'es'));
};

/** A person's month of the summary, with whom it is of. */
export type MonthRow = MonthHours & { id: string; name: string };

/**
 * Whom the summary counts: the person chosen, or else everyone active (an absence shows as hours below the schedule)
 * and anyone else with clock-ins in the range.
 */
const peopleOf = (personnel: readonly Personnel[], records: readonly TimeRecord[], personnelId: number | null) => {
  if (personnelId !== null) return personnel.filter((person) => person.id === personnelId);
  const clocked = new Set(records.map((record) => record.personnelId));
  return personnel.filter((person) => person.status === 'activo' || clocked.has(person.id));
};

/** Each person's months in the range, up to today (the domain's monthHours), by month and then by name. */
export const monthRowsOf = (
  days: readonly DayRow[],
  records: readonly TimeRecord[],
  personnel: readonly Personnel[],
  personnelId: number | null,
  range: TimeRange & { today: string },
): MonthRow[] => {
  const nameOf = nameFinder(personnel, records);
  const people = peopleOf(personnel, records, personnelId);
  const counted = new Set(people.map((person) => person.id));
  return monthHours(
    people,
    days.filter((day) => counted.has(day.personnelId)),
    range,
  )
    .map((month) => ({ ...month, id: `${month.personnelId}|${month.period}`, name: nameOf(month.personnelId) }))
    .sort((a, b) => a.period.localeCompare(b.period) || a.name.localeCompare(b.name, 'es'));
};

/** «07:00 a 15:00», and «07:00 a —» while the exit is not written. */
export const recordSpan = (record: Pick<TimeRecord, 'entryTime' | 'exitTime'>) =>
  `${record.entryTime} a ${record.exitTime ?? '—'}`;
