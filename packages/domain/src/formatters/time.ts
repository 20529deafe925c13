import { type ParseResult, parsed, parseFailure } from './parse-result';

/** A time of day on a 24-hour clock: hours 0–23, minutes 0–59. */
export type ClockTime = { hours: number; minutes: number };

const MESSAGES = {
  empty: 'Ingrese una hora.',
  shape: 'Escriba la hora como hh:mm, por ejemplo 09:30.',
} as const;

const pad2 = (value: number): string => String(value).padStart(2, '0');

export const isValidClockTime = ({ hours, minutes }: ClockTime): boolean =>
  Number.isInteger(hours) && Number.isInteger(minutes) && hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59;

const writeTime = ({ hours, minutes }: ClockTime): string => `${pad2(hours)}:${pad2(minutes)}`;

/** { hours: 9, minutes: 5 } → "09:05". */
export const formatTime = (time: ClockTime): string => {
  if (!isValidClockTime(time)) throw new RangeError(`formatTime: la hora ${writeTime(time)} no existe.`);
  return writeTime(time);
};

/** Reads "9:05" or "09:05"; "24:00" and "12:60" do not exist. */
export const parseTime = (text: string): ParseResult<ClockTime> => {
  const trimmed = text.trim();
  if (trimmed === '') return parseFailure(MESSAGES.empty);
  const match = /^(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (match === null) return parseFailure(MESSAGES.shape);
  const time = { hours: Number(match[1]), minutes: Number(match[2]) };
  return isValidClockTime(time) ? parsed(time) : parseFailure(`La hora ${writeTime(time)} no existe.`);
};

/** Minutes since midnight, handy to compare and order turns. */
export const timeToMinutes = (time: ClockTime): number => {
  if (!isValidClockTime(time)) throw new RangeError(`timeToMinutes: la hora ${writeTime(time)} no existe.`);
  return time.hours * 60 + time.minutes;
};

export const minutesToTime = (minutes: number): ClockTime => {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= 24 * 60) {
    throw new RangeError(`minutesToTime: ${minutes} no es un minuto del día.`);
  }
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};
