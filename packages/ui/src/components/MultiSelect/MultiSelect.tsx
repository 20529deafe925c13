import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import * as listStyles from '../../internal/listbox.css';
import { OptionList, optionId } from '../../internal/OptionList';
import { useListbox } from '../../internal/useListbox';
import { type ListOption, type LoadOptions, searchMessage, useOptionSearch } from '../../internal/useOptionSearch';
import { Field } from '../Field';
import { control } from '../Field/Field.css';
import { Icon } from '../Icon';
import * as styles from './MultiSelect.css';

export type MultiSelectOption = ListOption;

export type MultiSelectProps = {
  label: string;
  value: readonly MultiSelectOption[];
  onChange: (options: MultiSelectOption[]) => void;
  options?: readonly MultiSelectOption[];
  loadOptions?: LoadOptions;
  debounceMs?: number;
  minQueryLength?: number;
  placeholder?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** Several choices, e.g. the recipients of a message: chosen ones show as chips that can be removed. */
export function MultiSelect({
  label,
  value,
  onChange,
  options,
  loadOptions,
  debounceMs = 250,
  minQueryLength = 0,
  placeholder = 'Escriba para buscar',
  hint,
  error,
  required,
  disabled,
}: MultiSelectProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { open, setOpen, setActiveIndex, openList, shown } = useListbox();
  const [query, setQuery] = useState('');
  const { status, results } = useOptionSearch({
    query,
    active: open,
    options,
    loadOptions,
    debounceMs,
    minQueryLength,
  });
  const message = searchMessage(status, results.length, query, minQueryLength);
  const chosen = new Set(value.map((option) => option.value));

  const toggle = (option: MultiSelectOption) => {
    onChange(chosen.has(option.value) ? value.filter((item) => item.value !== option.value) : [...value, option]);
    setQuery('');
    // The search is cleared for the next name; the highlight stays on the option just toggled.
    setActiveIndex(Math.max(0, options?.findIndex((item) => item.value === option.value) ?? 0));
  };

  const remove = (option: MultiSelectOption) => {
    onChange(value.filter((item) => item.value !== option.value));
    input.current?.focus();
  };

  const { showList, active, onListKey } = shown(status, results, { choose: toggle, dismiss: () => setOpen(false) });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (onListKey(event)) return;
    // Backspace in an empty search takes back the last choice, as in a list of tags.
    if (event.key === 'Backspace' && query === '' && value.length > 0) onChange(value.slice(0, -1));
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
            onClick={() => input.current?.focus()}
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
              ref={input}
              className={styles.input}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={showList ? listId : undefined}
              aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
              autoComplete="off"
              placeholder={value.length === 0 ? placeholder : undefined}
              value={query}
              disabled={disabled}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                setActiveIndex(0);
              }}
              onClick={openList}
              onKeyDown={onKeyDown}
              onBlur={() => {
                setOpen(false);
                setQuery('');
              }}
            />
          </div>
          {open && (
            <div className={listStyles.popup}>
              {message && (
                <p className={listStyles.message} role="status">
                  {message}
                </p>
              )}
              {showList && (
                <OptionList
                  id={listId}
                  label={label}
                  options={results}
                  activeIndex={active}
                  multiple
                  isSelected={(option) => chosen.has(option.value)}
                  onPick={toggle}
                  onHover={setActiveIndex}
                />
              )}
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
