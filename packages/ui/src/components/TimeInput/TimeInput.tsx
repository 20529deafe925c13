import { type ClockTime, formatTime, parseTime } from '@horizontal/domain';
import { useState } from 'react';
import { cx } from '../../internal/cx';
import { maskTime } from '../../internal/masks';
import { isDeletion, useMaskedInput } from '../../internal/useMaskedInput';
import { useDraft } from '../../internal/useValidation';
import { Field } from '../Field';
import { control, numeric } from '../Field/Field.css';
import * as styles from './TimeInput.css';

export type TimeInputProps = {
  label: string;
  /** A time of day on a 24-hour clock, or null while empty or not a time. */
  value: ClockTime | null;
  onChange: (time: ClockTime | null) => void;
  onBlur?: () => void;
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

const toText = (value: ClockTime | null): string => (value === null ? '' : formatTime(value));

/** A time typed as hh:mm on a 24-hour clock; the colon is added while typing (SPEC §9). */
export function TimeInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  hint = 'hh:mm, de 00:00 a 23:59',
  error,
  required,
  disabled,
  size = 'md',
}: TimeInputProps) {
  const { text, setText, setEmitted } = useDraft(toText(value));
  const [touched, setTouched] = useState(false);
  const { ref, apply } = useMaskedInput((raw, caret, event) => maskTime(raw, caret, !isDeletion(event)));
  const parsed = text === '' ? null : parseTime(text);
  const ownMessage = touched && parsed !== null && !parsed.ok ? parsed.message : undefined;
  const emptyMessage = touched && required && text === '' ? 'Ingrese una hora.' : undefined;
  return (
    <Field label={label} hint={hint} error={error ?? ownMessage ?? emptyMessage} required={required}>
      {(wiring) => (
        <input
          {...wiring}
          ref={ref}
          className={cx(control({ size }), numeric, styles.input)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="hh:mm"
          name={name}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            const next = apply(event).text;
            const result = next === '' ? null : parseTime(next);
            const time = result?.ok ? result.value : null;
            setText(next);
            setEmitted(toText(time));
            onChange(time);
          }}
          onBlur={() => {
            setTouched(true);
            if (parsed?.ok) setText(formatTime(parsed.value));
            onBlur?.();
          }}
        />
      )}
    </Field>
  );
}
