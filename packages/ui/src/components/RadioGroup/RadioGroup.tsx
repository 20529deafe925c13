import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { Field, fieldLabelId } from '../Field';
import * as styles from './RadioGroup.css';

export type RadioOption = { value: string; label: string; hint?: string; disabled?: boolean };

export type RadioGroupProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  orientation?: 'vertical' | 'horizontal';
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** One choice among a few visible options; the arrow keys move between them. */
export function RadioGroup({
  label,
  value,
  onChange,
  options,
  orientation = 'vertical',
  name,
  hint,
  error,
  required,
  disabled,
}: RadioGroupProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} kind="group">
      {(wiring) => (
        <RadixRadioGroup.Root
          {...wiring}
          aria-labelledby={fieldLabelId(wiring.id)}
          className={styles.group({ orientation })}
          value={value}
          onValueChange={onChange}
          orientation={orientation}
          name={name}
          required={required}
          disabled={disabled}
        >
          {options.map((option) => {
            const id = `${wiring.id}-${option.value}`;
            return (
              <div key={option.value} className={styles.option}>
                <RadixRadioGroup.Item
                  id={id}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.radio}
                  aria-describedby={option.hint ? `${id}-hint` : undefined}
                >
                  <RadixRadioGroup.Indicator className={styles.dot} />
                </RadixRadioGroup.Item>
                <div className={styles.text}>
                  <label htmlFor={id} className={styles.label}>
                    {option.label}
                  </label>
                  {option.hint && (
                    <p id={`${id}-hint`} className={styles.hint}>
                      {option.hint}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
