import {
  type CalendarDate,
  type CommonArea,
  montevideoToday,
  type TurnAvailability,
  type YearMonth,
} from '@horizontal/domain';
import type { TurnsState } from '@horizontal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UNREACHABLE_MESSAGE } from '../../shared/forms';
import { calendarDateOf, daysOfMonth, type Loaded, monthOfIso, monthRange } from '../calendar';
import { hoursOf } from '../ReservesList/reserve-labels';
import { beyondWindowDays, monthInWindow, monthKey, windowOf } from './reserve-form';

export type AvailabilityLoaders = {
  loadDisabledDays: (request: { commonAreaId: number; from: string; to: string }) => Promise<Loaded<string[]>>;
  loadTurns: (request: { commonAreaId: number; date: string }) => Promise<Loaded<TurnAvailability[]>>;
};

/** The disabled days of one area and month, as far as they came. */
export type DaysState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

type Days = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; days: string[] };

/** A dropped connection rejects rather than answers: the person reads a sentence either way. */
const settled = async <T>(load: () => Promise<Loaded<T>>): Promise<Loaded<T>> => {
  try {
    return await load();
  } catch {
    return { ok: false, message: UNREACHABLE_MESSAGE };
  }
};

/**
 * The calendar of an area for a new booking: the month on screen and its disabled days (asked once per area and
 * month, and only for months the booking window reaches), and the turns of the chosen day. The loaders are read
 * through a ref, so that a page passing new functions on every render does not ask again.
 */
export function useAvailability({
  area,
  date,
  now,
  loaders,
}: {
  area: CommonArea | undefined;
  date: string;
  now: Date;
  loaders: AvailabilityLoaders;
}) {
  const today = montevideoToday(now);
  const [month, setMonth] = useState<YearMonth>(() => monthOfIso(date || today));
  const [days, setDays] = useState<Readonly<Record<string, Days>>>({});
  const [turns, setTurns] = useState<{ key: string; state: TurnsState }>({ key: '', state: { status: 'idle' } });
  const [turnsRequest, setTurnsRequest] = useState(0);
  const latest = useRef(loaders);
  latest.current = loaders;
  const asked = useRef(new Set<string>());

  const bookable = area ? windowOf(area, now) : null;
  const daysKey = area && bookable && monthInWindow(month, bookable) ? monthKey(area.id, month) : null;

  useEffect(() => {
    if (!area || !daysKey || asked.current.has(daysKey)) return;
    asked.current.add(daysKey);
    setDays((current) => ({ ...current, [daysKey]: { status: 'loading' } }));
    void settled(() => latest.current.loadDisabledDays({ commonAreaId: area.id, ...monthRange(month) })).then(
      (result) => {
        setDays((current) => ({
          ...current,
          [daysKey]: result.ok ? { status: 'ready', days: result.value } : { status: 'error', message: result.message },
        }));
      },
    );
  }, [area, daysKey, month]);

  const turnsKey = area && date ? `${area.id}|${date}|${turnsRequest}` : '';
  const current = useRef(turnsKey);
  current.current = turnsKey;

  useEffect(() => {
    if (!area || !date || !turnsKey) return;
    setTurns({ key: turnsKey, state: { status: 'loading' } });
    void settled(() => latest.current.loadTurns({ commonAreaId: area.id, date })).then((result) => {
      // A later day (or area) was chosen meanwhile: its answer is the one to show.
      if (current.current !== turnsKey) return;
      setTurns({
        key: turnsKey,
        state: result.ok
          ? {
              status: 'ready',
              turns: result.value.map((turn) => ({
                id: String(turn.id),
                label: [turn.name, hoursOf(turn)].join(' '),
                available: turn.available,
              })),
            }
          : { status: 'error', message: result.message },
      });
    });
  }, [area, date, turnsKey]);

  /** Forgets the month's disabled days, so that they are asked again. */
  const forget = useCallback((key: string) => {
    asked.current.delete(key);
    setDays((current) => {
      const { [key]: _, ...rest } = current;
      return rest;
    });
  }, []);

  const shown: Days = daysKey ? (days[daysKey] ?? { status: 'loading' }) : { status: 'ready', days: [] };
  const disabledDays: CalendarDate[] =
    shown.status === 'ready'
      ? [
          ...shown.days.flatMap((day) => calendarDateOf(day) ?? []),
          ...(bookable ? beyondWindowDays(month, bookable) : []),
        ]
      : daysOfMonth(month);

  return {
    month,
    setMonth,
    minDate: calendarDateOf(today) ?? undefined,
    /** The window's last day: the calendar offers no month after it. */
    maxDate: bookable ? (calendarDateOf(bookable.last) ?? undefined) : undefined,
    disabledDays,
    daysState: (shown.status === 'ready' ? { status: 'ready' } : shown) as DaysState,
    retryDays: () => daysKey && forget(daysKey),
    turns:
      turns.key === turnsKey ? turns.state : turnsKey ? ({ status: 'loading' } as const) : { status: 'idle' as const },
    /** After the server said the turn was taken: the day's turns and its month's disabled days, asked again. */
    reloadTurns: () => {
      if (area && date) forget(monthKey(area.id, monthOfIso(date)));
      setTurnsRequest((count) => count + 1);
    },
  };
}
