import { type CalendarDate, formatPeriod, type YearMonth } from '@horizontal/domain';
import { type ChevronProps, DayPicker, type Matcher } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { firstDayOf, fromJsDate, monthOf, toJsDate } from '../../internal/calendar-date';
import { Icon } from '../Icon';
import * as styles from './Calendar.css';

export type CalendarProps = {
  selected?: CalendarDate | null;
  onSelect?: (date: CalendarDate) => void;
  /** The month on screen; leave it out to let the calendar keep its own. */
  month?: YearMonth;
  onMonthChange?: (month: YearMonth) => void;
  defaultMonth?: YearMonth;
  /** Days that cannot be chosen: a holiday, a day already booked, a day under maintenance. */
  isDisabled?: (date: CalendarDate) => boolean;
  minDate?: CalendarDate;
  maxDate?: CalendarDate;
  /** The day marked as today; the machine's by default. A screen on Montevideo's calendar (or a story) says it. */
  today?: CalendarDate;
  /** Days shown as available (green), e.g. days with free turns. */
  isMarked?: (date: CalendarDate) => boolean;
  /** Focus the selected day (or today) when the calendar appears, as in a date popover. */
  autoFocus?: boolean;
  footer?: string;
};

function Chevron({ orientation }: ChevronProps) {
  return <Icon name={orientation === 'left' ? 'chevronLeft' : 'chevronRight'} />;
}

// The locale's month names are lower case and say "septiembre"; Uruguay writes "Setiembre".
const monthTitle = (date: Date): string => formatPeriod(monthOf(date));

/** A month of days in Spanish, weeks from Monday, moved through with the arrow keys. */
export function Calendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  defaultMonth,
  isDisabled,
  minDate,
  maxDate,
  today,
  isMarked,
  autoFocus,
  footer,
}: CalendarProps) {
  const disabled: Matcher[] = [];
  if (isDisabled) disabled.push((date: Date) => isDisabled(fromJsDate(date)));
  if (minDate) disabled.push({ before: toJsDate(minDate) });
  if (maxDate) disabled.push({ after: toJsDate(maxDate) });
  const selectedDate = selected ? toJsDate(selected) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={es}
      today={today ? toJsDate(today) : undefined}
      selected={selectedDate}
      onSelect={(date) => (date && onSelect ? onSelect(fromJsDate(date)) : undefined)}
      month={month ? firstDayOf(month) : undefined}
      defaultMonth={defaultMonth ? firstDayOf(defaultMonth) : selectedDate}
      onMonthChange={onMonthChange ? (date) => onMonthChange(monthOf(date)) : undefined}
      startMonth={minDate ? toJsDate(minDate) : undefined}
      endMonth={maxDate ? toJsDate(maxDate) : undefined}
      disabled={disabled}
      modifiers={isMarked ? { marked: (date: Date) => isMarked(fromJsDate(date)) } : undefined}
      modifiersClassNames={{ marked: styles.marked }}
      autoFocus={autoFocus}
      footer={footer}
      formatters={{ formatCaption: monthTitle }}
      labels={{ labelGrid: monthTitle }}
      components={{ Chevron }}
      classNames={{
        root: styles.root,
        months: styles.months,
        month: styles.month,
        month_caption: styles.monthCaption,
        caption_label: styles.captionLabel,
        nav: styles.nav,
        button_previous: styles.navButton,
        button_next: styles.navButton,
        month_grid: styles.grid,
        weekday: styles.weekday,
        day: styles.day,
        day_button: styles.dayButton,
        selected: styles.selected,
        today: styles.today,
        disabled: styles.disabled,
        outside: styles.outside,
        hidden: styles.hidden,
        footer: styles.footer,
      }}
    />
  );
}
