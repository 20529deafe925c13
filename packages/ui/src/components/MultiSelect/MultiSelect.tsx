import type { KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import * as listStyles from '../../internal/listbox.css';
import { ListboxPopup } from '../../internal/OptionList';
import { type OptionSourceProps, useListbox } from '../../internal/useListbox';
import type { ListOption } from '../../internal/useOptionSearch';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import * as styles from './MultiSelect.css';

export type MultiSelectOption = ListOption;

export type MultiSelectProps = OptionSourceProps & {
  label: string;
  value: readonly MultiSelectOption[];
  onChange: (options: MultiSelectOption[]) => void;
  hint?: string;
  error?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
};

/** Several choices, e.g. the recipients of a message: chosen ones show as chips that can be removed. */
export function MultiSelect({
  label,
  value,
  onChange,
  placeholder = 'Escriba para buscar',
  hint,
  error,
  required,
  disabled,
  ...source
}: MultiSelectProps) {
  const listbox = useListbox(source);
  const chosen = new Set(value.map((option) => option.value));

  const toggle = (option: MultiSelectOption) => {
    onChange(chosen.has(option.value) ? value.filter((item) => item.value !== option.value) : [...value, option]);
    listbox.setQuery('');
    // The search is cleared for the next name; the highlight stays on the option just toggled.
    listbox.setActiveIndex(Math.max(0, source.options?.findIndex((item) => item.value === option.value) ?? 0));
  };

  const remove = (option: MultiSelectOption) => {
    onChange(value.filter((item) => item.value !== option.value));
    listbox.input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (listbox.onListKey(event, { choose: toggle, dismiss: () => listbox.setOpen(false) })) return;
    // Backspace in an empty search takes back the last choice, as in a list of tags.
    if (event.key === 'Backspace' && listbox.query === '' && value.length > 0) onChange(value.slice(0, -1));
  };

  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <div className={listStyles.root}>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the box's padding focuses its input, which has the keyboard */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input inside handles the keyboard */}
          <div
            className={cx(control({ size: 'md' }), styles.box)}
            data-disabled={disabled || undefined}
            onClick={() => listbox.input.current?.focus()}
          >
            {value.length > 0 && (
              <ul className={styles.chips} aria-label={`${label}: seleccionados`}>
                {value.map((option) => (
                  <li key={option.value} className={styles.chip}>
                    {option.label}
                    <button
                      type="button"
                      className={styles.chipRemove}
                      aria-label={`Quitar ${option.label}`}
                      disabled={disabled}
                      onClick={(event) => {
                        event.stopPropagation();
                        remove(option);
                      }}
                    >
                      <Icon name="close" size="sm" />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <input
              {...wiring}
              className={styles.input}
              {...listbox.inputProps}
              placeholder={value.length === 0 ? placeholder : undefined}
              value={listbox.query}
              disabled={disabled}
              onKeyDown={onKeyDown}
              onBlur={() => {
                listbox.setOpen(false);
                listbox.setQuery('');
              }}
            />
          </div>
          <ListboxPopup
            listbox={listbox}
            label={label}
            multiple
            isSelected={(option) => chosen.has(option.value)}
            onPick={toggle}
          />
        </div>
      )}
    </Field>
  );
}
