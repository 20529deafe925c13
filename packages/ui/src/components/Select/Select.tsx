import { Select as RadixSelect } from 'radix-ui';
import { cx } from '../../internal/cx';
import * as popoverStyles from '../../internal/popover.css';
import { ThemedLayer } from '../../internal/ThemedLayer';
import { Field, fieldLabelId } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  label: string;
  /** The chosen option's value, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

/** A choice among a short, fixed list; typing a letter jumps to the options that start with it. */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder = 'Seleccione una opción',
  name,
  hint,
  error,
  required,
  disabled,
  size = 'md',
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {({ 'aria-required': _required, ...wiring }) => (
        <RadixSelect.Root
          // '' (not undefined) keeps the select controlled, so clearing the value shows the placeholder again.
          value={value}
          onValueChange={onChange}
          name={name}
          disabled={disabled}
        >
          <RadixSelect.Trigger
            {...wiring}
            aria-labelledby={fieldLabelId(wiring.id)}
            aria-required={required || undefined}
            className={cx(control({ size }), styles.trigger)}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon>
              <Icon name="chevronDown" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <ThemedLayer>
              <RadixSelect.Content
                className={cx(popoverStyles.surface, styles.content)}
                position="popper"
                sideOffset={4}
              >
                <RadixSelect.Viewport className={styles.viewport}>
                  {options.map((option) => (
                    <RadixSelect.Item
                      key={option.value}
                      value={option.value}
                      disabled={option.disabled}
                      className={styles.item}
                    >
                      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                      <RadixSelect.ItemIndicator className={styles.indicator}>
                        <Icon name="check" size="sm" />
                      </RadixSelect.ItemIndicator>
                    </RadixSelect.Item>
                  ))}
                </RadixSelect.Viewport>
              </RadixSelect.Content>
            </ThemedLayer>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
