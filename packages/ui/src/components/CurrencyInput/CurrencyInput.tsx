import { type Cents, formatCurrency } from '@horizontal/domain';
import { cx } from '../../internal/cx';
import { type FieldValueProps, InputField } from '../../internal/InputField';
import { maskCurrency } from '../../internal/masks';
import { typedCharacter, useMaskedInput } from '../../internal/useMaskedInput';
import { useDraft } from '../../internal/useValidation';
import { control, numeric } from '../Field/Field.css';
import * as styles from './CurrencyInput.css';

export type CurrencyInputProps = FieldValueProps<Cents | null> & {
  label: string;
  /** The exact amount in integer cents (123456 is $ 1.234,56), or null when empty. */
  value: Cents | null;
  /** Credits and adjustments may be negative; a typed "-" makes the amount negative. */
  allowNegative?: boolean;
  size?: 'sm' | 'md';
};

const toText = (value: Cents | null): string => (value === null ? '' : formatCurrency(value));

/** An amount shown as $ 1.234,56 while it is typed (SPEC §9), handed out as exact integer cents. */
export function CurrencyInput({
  value,
  onChange,
  onBlur,
  allowNegative = false,
  size = 'md',
  ...field
}: CurrencyInputProps) {
  const { text, setText, setEmitted } = useDraft(toText(value));
  const { ref, apply } = useMaskedInput((raw, caret, event) =>
    maskCurrency(raw, caret, { typedDot: typedCharacter(event) === '.', allowNegative }),
  );
  return (
    <InputField
      {...field}
      ref={ref}
      className={cx(control({ size }), numeric, styles.input)}
      input={{ type: 'text', inputMode: 'decimal', autoComplete: 'off', placeholder: '$ 0,00' }}
      value={text}
      onChange={(event) => {
        const masked = apply(event);
        const cents = maskCurrency(masked.text, masked.text.length, { allowNegative }).cents;
        setText(masked.text);
        setEmitted(toText(cents));
        onChange(cents);
      }}
      onBlur={() => {
        // Completes the decimals once the person is done: "$ 1.234,5" becomes "$ 1.234,50".
        setText(toText(value));
        onBlur?.();
      }}
    />
  );
}
