import { type AvailableDay, type CalendarDate, toIsoDate, type YearMonth } from '@horizontal/domain';
import { AvailabilityCalendar, type TurnsState } from '@horizontal/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { OptionsUnavailable } from '../../shared/FormScreen';
import { UNREACHABLE_MESSAGE } from '../../shared/forms';
import { calendarDateOf, daysOfMonth, monthOfIso, monthRange } from '../calendar';
import type { MaintenanceFormProps } from './MaintenanceForm';
import { freeTurnIds, type MaintenanceArea, turnsOf } from './maintenance-form';

type Days =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; disabled: readonly CalendarDate[]; available: readonly AvailableDay[] };

export type AreaCalendarProps = Pick<MaintenanceFormProps, 'loadDisabledDays' | 'loadAvailableDays'> & {
  area: MaintenanceArea;
  today: string;
  /** yyyy-mm-dd, or null until chosen. */
  date: string | null;
  onDateChange: (date: string) => void;
  /** The hours typed or taken from a turn: the turn they match shows as chosen. */
  startTime: string | null;
  endTime: string | null;
  onTurn: (turn: { startTime: string; endTime: string }) => void;
};

const hhmm = (time: string) => time.slice(0, 5);

/**
 * The area's month: the days other maintenances already take (greyed), the days with turns free of bookings
 * (marked), and the turns of the chosen day, a free one filling the hours at once. Days before today cannot be
 * chosen. Both lists are asked for the area and the month in view, again when either changes.
 */
export function AreaCalendar({
  area,
  today,
  date,
  onDateChange,
  startTime,
  endTime,
  onTurn,
  loadDisabledDays,
  loadAvailableDays,
}: AreaCalendarProps) {
  const [month, setMonth] = useState<YearMonth>(() => monthOfIso(date ?? today));
  const [days, setDays] = useState<Days>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The app may pass new functions on every render; the lists are asked again only for another area or month.
  const loaders = useRef({ loadDisabledDays, loadAvailableDays });
  loaders.current = { loadDisabledDays, loadAvailableDays };

  useEffect(() => {
    void attempt;
    let current = true;
    setDays({ status: 'loading' });
    const request = { commonAreaId: area.id, ...monthRange(month) };
    Promise.all([loaders.current.loadDisabledDays(request), loaders.current.loadAvailableDays(request)]).then(
      ([disabled, available]) => {
        if (!current) return;
        if (!disabled.ok) setDays({ status: 'error', message: disabled.message });
        else if (!available.ok) setDays({ status: 'error', message: available.message });
        else {
          setDays({
            status: 'ready',
            disabled: disabled.value.flatMap((day) => calendarDateOf(day) ?? []),
            available: available.value,
          });
        }
      },
      () => {
        if (current) setDays({ status: 'error', message: UNREACHABLE_MESSAGE });
      },
    );
    return () => {
      current = false;
    };
  }, [area.id, month, attempt]);

  const range = monthRange(month);
  const inView = date !== null && date >= range.from && date <= range.to;
  const turns = useMemo((): TurnsState => {
    if (date === null || !inView) return { status: 'idle' };
    if (days.status !== 'ready') return days;
    const free = freeTurnIds(days.available, date);
    return {
      status: 'ready',
      turns: turnsOf(area, days.available, date).map((turn) => ({
        id: String(turn.id),
        label: `${turn.name} ${hhmm(turn.startTime)} a ${hhmm(turn.endTime)}`,
        available: free.has(turn.id),
        detail: free.has(turn.id) ? 'Libre de reservas' : 'Con reservas u otro mantenimiento',
      })),
    };
  }, [area, date, days, inView]);

  const dayTurns = turnsOf(area, days.status === 'ready' ? days.available : [], date);
  const chosenTurn = dayTurns.find((turn) => startTime === hhmm(turn.startTime) && endTime === hhmm(turn.endTime));
  const selected = date ? calendarDateOf(date) : null;

  return (
    <>
      {days.status === 'error' && (
        <OptionsUnavailable
          title={`No se pudieron cargar los días de ${area.name}`}
          message={days.message}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      )}
      <AvailabilityCalendar
        resourceName={area.name}
        month={month}
        onMonthChange={setMonth}
        disabledDays={days.status === 'ready' ? days.disabled : daysOfMonth(month)}
        availableDays={days.status === 'ready' ? days.available.flatMap((day) => calendarDateOf(day.date) ?? []) : []}
        minDate={calendarDateOf(today) ?? undefined}
        today={calendarDateOf(today) ?? undefined}
        selectedDate={selected}
        onSelectDate={(day) => onDateChange(toIsoDate(day))}
        turns={turns}
        selectedTurnId={chosenTurn ? String(chosenTurn.id) : null}
        onSelectTurn={(id) => {
          const turn = dayTurns.find((candidate) => String(candidate.id) === id);
          if (turn) onTurn({ startTime: hhmm(turn.startTime), endTime: hhmm(turn.endTime) });
        }}
      />
    </>
  );
}
