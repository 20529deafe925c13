import type { MaintenanceStatus } from '../entities/maintenance';
import { clockTime } from './clock';

/** A maintenance as the calendars read it: its day, its hours (none: the whole day) and its status. */
export type MaintenanceHours = {
  date: string;
  startTime: string | null;
  endTime: string | null;
  status: MaintenanceStatus;
};

/** Work still to do or under way closes its hours; finished or cancelled work closes nothing. */
export const isLiveMaintenance = (maintenance: { status: MaintenanceStatus }) =>
  maintenance.status === 'pendiente' || maintenance.status === 'en_curso';

type Span = { start: string; end: string };

/** A missing start is the day's first minute and a missing end its last: hh:mm text orders as the clock does. */
const spanOf = (hours: { startTime: string | null; endTime: string | null }): Span => ({
  start: hours.startTime === null ? '00:00' : clockTime(hours.startTime),
  end: hours.endTime === null ? '24:00' : clockTime(hours.endTime),
});

/** Two spans of one day overlap when each starts before the other ends: 08:00–12:00 leaves 12:00–16:00 free. */
export const hoursOverlap = (
  a: { startTime: string | null; endTime: string | null },
  b: { startTime: string | null; endTime: string | null },
) => {
  const first = spanOf(a);
  const second = spanOf(b);
  return first.start < second.end && second.start < first.end;
};

/** Whether a live maintenance of that day closes the turn. */
export const closesTurn = (maintenance: MaintenanceHours, turn: { startTime: string; endTime: string }, date: string) =>
  maintenance.date === date && isLiveMaintenance(maintenance) && hoursOverlap(maintenance, turn);
