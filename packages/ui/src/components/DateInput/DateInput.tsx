import { type CalendarDate, formatDate, parseDate } from '@horizontal/domain';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { cx } from '../../internal/cx';
import type { FieldValueProps } from '../../internal/InputField';
import { maskDate } from '../../internal/masks';
import * as popoverStyles from '../../internal/popover.css';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { isDeletion, useMaskedInput } from '../../internal/useMaskedInput';
import { useParsedDraft } from '../../internal/useValidation';
import { Field } from '../Field';
import { adornedControl, adornedWrapper, adornment, control, numeric } from '../Field/Field.css';
import { Icon } from '../Icon';

/*
 * The calendar (react-day-picker, about 22 KB gzip) is fetched when someone first reaches for it, not with every
 * screen that has a date field: typing a date needs none of it, and a screen with a table and dates stays within
 * its budget (packages/app/bench/budget.ts).
 */
const loadCalendar = () => import('../Calendar');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));

export type DateInputProps = FieldValueProps<CalendarDate | null> & {
  label: string;
  /** A real calendar day, or null while the field is empty or what was typed is not a date. */
  value: CalendarDate | null;
  minDate?: CalendarDate;
  maxDate?: CalendarDate;
  isDisabled?: (date: CalendarDate) => boolean;
  size?: 'sm' | 'md';
};

/**
 * A date typed as dd/mm/yyyy (slashes added while typing) or picked from a calendar (SPEC §9). The shape is said
 * once, in the hint, which stays in view while typing; a placeholder saying it again vanished at the first digit.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  hint = 'dd/mm/aaaa',
  error,
  required,
  disabled,
  minDate,
  maxDate,
  isDisabled,
  size = 'md',
}: DateInputProps) {
  const draft = useParsedDraft({
    value,
    onChange,
    format: formatDate,
    parse: parseDate,
    required,
    emptyMessage: 'Ingrese una fecha.',
  });
  const [open, setOpen] = useState(false);
  const { ref, apply } = useMaskedInput((raw, caret, event) => maskDate(raw, caret, !isDeletion(event)));

  return (
    <Field label={label} hint={hint} error={error ?? draft.message} required={required}>
      {(wiring) => (
        <Popover.Root open={open} onOpenChange={setOpen}>
          <Popover.Anchor className={adornedWrapper}>
            <input
              {...wiring}
              ref={ref}
              className={cx(control({ size }), numeric, adornedControl)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              name={name}
              value={draft.text}
              disabled={disabled}
              onChange={(event) => draft.emit(apply(event).text)}
              onBlur={() => {
                draft.leave();
                onBlur?.();
              }}
            />
            <Popover.Trigger
              className={adornment}
              aria-label={`Elegir ${label.toLowerCase()} en el calendario`}
              disabled={disabled}
              // Asked for as the pointer or the focus comes near, so it is usually there when the popover opens.
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
            >
              <Icon name="calendar" />
            </Popover.Trigger>
          </Popover.Anchor>
          <Popover.Portal>
            <ThemedLayer>
              <Popover.Content
                className={popoverStyles.surface}
                align="end"
                sideOffset={4}
                aria-label={`Calendario de ${label.toLowerCase()}`}
              >
                <Suspense fallback={<p className={popoverStyles.loading}>Cargando el calendario…</p>}>
                  <Calendar
                    selected={draft.parsed?.ok ? draft.parsed.value : null}
                    onSelect={(date) => {
                      draft.emit(formatDate(date));
                      draft.markTouched();
                      setOpen(false);
                    }}
                    minDate={minDate}
                    maxDate={maxDate}
                    isDisabled={isDisabled}
                    autoFocus
                  />
                </Suspense>
              </Popover.Content>
            </ThemedLayer>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
