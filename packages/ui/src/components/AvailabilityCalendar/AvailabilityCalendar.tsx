import { type CalendarDate, formatDate, type YearMonth } from '@horizontal/domain';
import { sameDay, toJsDate } from '../../internal/calendar-date';
import { Calendar } from '../Calendar';
import { InlineAlert } from '../InlineAlert';
import { RadioGroup } from '../RadioGroup';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './AvailabilityCalendar.css';

export type Turn = {
  id: string;
  /** "09:00 a 13:00". */
  label: string;
  available: boolean;
  /** Why it cannot be taken, or a note: "Reservado por Torre B · 302". */
  detail?: string;
};

export type TurnsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; turns: readonly Turn[] };

export type AvailabilityCalendarProps = {
  /** What is being booked: "Salón de fiestas", "Mantenimiento del ascensor". */
  resourceName: string;
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** Days that cannot be booked at all (maintenance, holidays, fully booked). */
  disabledDays: readonly CalendarDate[];
  /** Days with free turns, shown in green. */
  availableDays?: readonly CalendarDate[];
  /** The earliest day that can be booked, usually today. */
  minDate?: CalendarDate;
  /** The last day that can be booked (the end of a booking window): later months are not offered. */
  maxDate?: CalendarDate;
  /** The day marked as today (Montevideo's), the machine's by default. */
  today?: CalendarDate;
  selectedDate: CalendarDate | null;
  onSelectDate: (date: CalendarDate) => void;
  /** The turns of the selected day, loaded by the screen when the day changes. */
  turns: TurnsState;
  selectedTurnId: string | null;
  onSelectTurn: (turnId: string) => void;
};

const includes = (days: readonly CalendarDate[], date: CalendarDate) => days.some((day) => sameDay(day, date));

const weekdayName = (date: CalendarDate): string => toJsDate(date).toLocaleDateString('es-UY', { weekday: 'long' });

/** Days and turns of a common area or a maintenance slot: pick a free day, then one of its turns. */
export function AvailabilityCalendar({
  resourceName,
  month,
  onMonthChange,
  disabledDays,
  availableDays = [],
  minDate,
  maxDate,
  today,
  selectedDate,
  onSelectDate,
  turns,
  selectedTurnId,
  onSelectTurn,
}: AvailabilityCalendarProps) {
  const title = selectedDate ? `Turnos del ${weekdayName(selectedDate)} ${formatDate(selectedDate)}` : 'Turnos';
  return (
    <div className={styles.root} data-slot="availability-calendar">
      <div className={styles.calendarColumn}>
        <Calendar
          month={month}
          onMonthChange={onMonthChange}
          selected={selectedDate}
          onSelect={onSelectDate}
          minDate={minDate}
          maxDate={maxDate}
          today={today}
          isDisabled={(date) => includes(disabledDays, date)}
          isMarked={(date) => includes(availableDays, date)}
        />
        <ul className={styles.legend} aria-label="Referencias del calendario">
          <li className={styles.legendItem}>
            <span className={styles.swatchAvailable} aria-hidden="true" /> Con turnos libres
          </li>
          <li className={styles.legendItem}>
            <span className={styles.swatchBlocked} aria-hidden="true" /> No disponible
          </li>
          <li className={styles.legendItem}>
            <span className={styles.swatchSelected} aria-hidden="true" /> Elegido
          </li>
        </ul>
      </div>
      <section className={styles.turns} aria-live="polite" aria-label={`${title} de ${resourceName}`}>
        <h3 className={styles.turnsTitle}>{title}</h3>
        {turns.status === 'idle' && <p className={styles.muted}>Elija un día del calendario para ver sus turnos.</p>}
        {turns.status === 'loading' && (
          <SkeletonGroup label="Cargando turnos…">
            <Skeleton shape="row" width="half" />
            <Skeleton shape="row" width="half" />
            <Skeleton shape="row" width="half" />
          </SkeletonGroup>
        )}
        {turns.status === 'error' && <InlineAlert tone="danger">{turns.message}</InlineAlert>}
        {turns.status === 'ready' &&
          (turns.turns.length === 0 ? (
            <p className={styles.muted}>Este día no tiene turnos. Elija otro día.</p>
          ) : (
            <RadioGroup
              label={`Turno de ${resourceName.toLowerCase()}`}
              value={selectedTurnId ?? ''}
              onChange={onSelectTurn}
              options={turns.turns.map((turn) => ({
                value: turn.id,
                label: turn.label,
                hint: turn.available ? turn.detail : (turn.detail ?? 'Ocupado'),
                disabled: !turn.available,
              }))}
            />
          ))}
      </section>
    </div>
  );
}
