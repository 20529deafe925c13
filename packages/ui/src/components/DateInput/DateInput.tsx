import { type CalendarDate, formatDate, parseDate } from '@horizontal/domain';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cx } from '../../internal/cx';
import { maskDate } from '../../internal/masks';
import * as popoverStyles from '../../internal/popover.css';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { isDeletion, useMaskedInput } from '../../internal/useMaskedInput';
import { useDraft } from '../../internal/useValidation';
import { Calendar } from '../Calendar';
import { Field } from '../Field';
import { adornedControl, adornedWrapper, adornment, control, numeric } from '../Field/Field.css';
import { Icon } from '../Icon';

export type DateInputProps = {
  label: string;
  /** A real calendar day, or null while the field is empty or what was typed is not a date. */
  value: CalendarDate | null;
  onChange: (date: CalendarDate | null) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  minDate?: CalendarDate;
  maxDate?: CalendarDate;
  isDisabled?: (date: CalendarDate) => boolean;
  size?: 'sm' | 'md';
};

const toText = (value: CalendarDate | null): string => (value === null ? '' : formatDate(value));

/** A date typed as dd/mm/yyyy (slashes added while typing) or picked from a calendar (SPEC §9). */
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
  const { text, setText, setEmitted } = useDraft(toText(value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const { ref, apply } = useMaskedInput((raw, caret, event) => maskDate(raw, caret, !isDeletion(event)));

  const parsed = text === '' ? null : parseDate(text);
  const ownMessage = touched && parsed !== null && !parsed.ok ? parsed.message : undefined;
  const emptyMessage = touched && required && text === '' ? 'Ingrese una fecha.' : undefined;

  const emit = (next: string) => {
    const result = next === '' ? null : parseDate(next);
    const date = result?.ok ? result.value : null;
    setText(next);
    setEmitted(toText(date));
    onChange(date);
  };

  return (
    <Field label={label} hint={hint} error={error ?? ownMessage ?? emptyMessage} required={required}>
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
              placeholder="dd/mm/aaaa"
              name={name}
              value={text}
              disabled={disabled}
              onChange={(event) => emit(apply(event).text)}
              onBlur={() => {
                setTouched(true);
                if (parsed?.ok) setText(formatDate(parsed.value));
                onBlur?.();
              }}
            />
            <Popover.Trigger
              className={adornment}
              aria-label={`Elegir ${label.toLowerCase()} en el calendario`}
              disabled={disabled}
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
                <Calendar
                  selected={parsed?.ok ? parsed.value : null}
                  onSelect={(date) => {
                    emit(formatDate(date));
                    setTouched(true);
                    setOpen(false);
                  }}
                  minDate={minDate}
                  maxDate={maxDate}
                  isDisabled={isDisabled}
                  autoFocus
                />
              </Popover.Content>
            </ThemedLayer>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
