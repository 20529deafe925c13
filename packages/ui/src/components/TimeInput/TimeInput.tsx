import { type ClockTime, formatTime, parseTime } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { type FieldValueProps, InputField } from '../../internal/InputField';
import { maskTime } from '../../internal/masks';
import { isDeletion, useMaskedInput } from '../../internal/useMaskedInput';
import { useParsedDraft } from '../../internal/useValidation';
import { control, numeric } from '../Field/Field.css';
import * as styles from './TimeInput.css';

export type TimeInputProps = FieldValueProps<ClockTime | null> & {
  label: string;
  /** A time of day on a 24-hour clock, or null while empty or not a time. */
  value: ClockTime | null;
  size?: 'sm' | 'md';
};

/**
 * A time typed as hh:mm on a 24-hour clock; the colon is added while typing (SPEC §9). The shape is said once, in
 * the hint, as for dates.
 */
export function TimeInput({
  value,
  onChange,
  onBlur,
  hint = 'hh:mm, de 00:00 a 23:59',
  error,
  size = 'md',
  ...field
}: TimeInputProps) {
  const draft = useParsedDraft({
    value,
    onChange,
    format: formatTime,
    parse: parseTime,
    required: field.required,
    emptyMessage: 'Ingrese una hora.',
  });
  const { ref, apply } = useMaskedInput((raw, caret, event) => maskTime(raw, caret, !isDeletion(event)));
  return (
    <InputField
      {...field}
      hint={hint}
      error={error ?? draft.message}
      ref={ref}
      className={cx(control({ size }), numeric, styles.input)}
      input={{ type: 'text', inputMode: 'numeric', autoComplete: 'off' }}
      value={draft.text}
      onChange={(event) => draft.emit(apply(event).text)}
      onBlur={() => {
        draft.leave();
        onBlur?.();
      }}
    />
  );
}
