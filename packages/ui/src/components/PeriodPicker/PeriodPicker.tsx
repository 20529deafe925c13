import { formatPeriod, SPANISH_MONTH_NAMES, type YearMonth } from '@horizontal/domain';
import { Popover } from 'radix-ui';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import * as popoverStyles from '../../internal/popover.css';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { Field, fieldLabelId } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import * as styles from './PeriodPicker.css';

export type PeriodPickerProps = {
  label: string;
  /** A month of a year, e.g. the period of a common-expense closure. */
  value: YearMonth | null;
  onChange: (period: YearMonth) => void;
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  minPeriod?: YearMonth;
  maxPeriod?: YearMonth;
};

const key = ({ year, month }: YearMonth): number => year * 12 + month;

const COLUMNS = 3;

/** A period picked as a Spanish month and a year ("Marzo 2026", SPEC §9), from a grid of months. */
export function PeriodPicker({
  label,
  value,
  onChange,
  name,
  hint,
  error,
  required,
  disabled,
  placeholder = 'Seleccione un período',
  minPeriod,
  maxPeriod,
}: PeriodPickerProps) {
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(() => value?.year ?? new Date().getFullYear());
  const grid = useRef<HTMLDivElement>(null);

  const outOfRange = (period: YearMonth) =>
    (minPeriod !== undefined && key(period) < key(minPeriod)) ||
    (maxPeriod !== undefined && key(period) > key(maxPeriod));

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const buttons = grid.current?.querySelectorAll<HTMLButtonElement>('button');
    buttons?.[Math.min(Math.max(index + step, 0), SPANISH_MONTH_NAMES.length - 1)]?.focus();
  };

  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ 'aria-required': _required, ...wiring }) => (
        <Popover.Root
          open={open}
          onOpenChange={(next) => {
            if (next) setYear(value?.year ?? new Date().getFullYear());
            setOpen(next);
          }}
        >
          <Popover.Trigger
            {...wiring}
            className={cx(control({ size: 'md' }), styles.trigger)}
            aria-labelledby={`${fieldLabelId(wiring.id)} ${wiring.id}-value`}
            data-placeholder={value === null}
            disabled={disabled}
          >
            <span id={`${wiring.id}-value`}>{value ? formatPeriod(value) : placeholder}</span>
            <Icon name="calendar" />
          </Popover.Trigger>
          {name && <input type="hidden" name={name} value={value ? formatPeriod(value) : ''} />}
          <Popover.Portal>
            <ThemedLayer>
              <Popover.Content className={popoverStyles.surface} align="start" sideOffset={4} aria-label={label}>
                <div className={styles.header}>
                  <button
                    type="button"
                    className={styles.month}
                    aria-label="Año anterior"
                    onClick={() => setYear((current) => current - 1)}
                  >
                    <Icon name="chevronLeft" />
                  </button>
                  <span className={styles.year} aria-live="polite">
                    {year}
                  </span>
                  <button
                    type="button"
                    className={styles.month}
                    aria-label="Año siguiente"
                    onClick={() => setYear((current) => current + 1)}
                  >
                    <Icon name="chevronRight" />
                  </button>
                </div>
                <div ref={grid} className={styles.months}>
                  {SPANISH_MONTH_NAMES.map((monthName, index) => {
                    const period = { year, month: index + 1 };
                    const selected = value !== null && key(value) === key(period);
                    return (
                      <button
                        key={monthName}
                        type="button"
                        className={styles.month}
                        aria-pressed={selected}
                        aria-label={formatPeriod(period)}
                        disabled={outOfRange(period)}
                        // biome-ignore lint/a11y/noAutofocus: the popover opens on the chosen month
                        autoFocus={selected}
                        onKeyDown={(event) => moveFocus(event, index)}
                        onClick={() => {
                          onChange(period);
                          setOpen(false);
                        }}
                      >
                        {monthName}
                      </button>
                    );
                  })}
                </div>
              </Popover.Content>
            </ThemedLayer>
          </Popover.Portal>
        </Popover.Root>
      )}
    </Field>
  );
}
