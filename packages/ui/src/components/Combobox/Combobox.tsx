import { useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import * as listStyles from '../../internal/listbox.css';
import { OptionList, optionId } from '../../internal/OptionList';
import { useListbox } from '../../internal/useListbox';
import { type ListOption, type LoadOptions, searchMessage, useOptionSearch } from '../../internal/useOptionSearch';
import { Field } from '../Field';
import { adornedControl, adornedWrapper, adornment, control } from '../Field/Field.css';
import { Icon } from '../Icon';

export type ComboboxOption = ListOption;

export type ComboboxProps = {
  label: string;
  /** The chosen option (its label is shown without reloading anything), or null. */
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption | null) => void;
  /** A fixed list, filtered as the person types (accents and case ignored). */
  options?: readonly ComboboxOption[];
  /** Or a search on the server; it receives what was typed and a signal that aborts outdated searches. */
  loadOptions?: LoadOptions;
  /** Wait after the last keystroke before calling loadOptions. */
  debounceMs?: number;
  minQueryLength?: number;
  placeholder?: string;
  name?: string;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** A searchable choice among many options (residents, apartments), from a list or from the server. */
export function Combobox({
  label,
  value,
  onChange,
  options,
  loadOptions,
  debounceMs = 250,
  minQueryLength = 0,
  placeholder = 'Escriba para buscar',
  name,
  hint,
  error,
  required,
  disabled,
}: ComboboxProps) {
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

  const close = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  };

  const pick = (option: ComboboxOption) => {
    onChange(option);
    close();
  };

  const { showList, active, onListKey } = shown(status, results, { choose: pick, dismiss: close });

  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <div className={listStyles.root}>
          <div className={adornedWrapper}>
            <input
              {...wiring}
              ref={input}
              className={cx(control({ size: 'md' }), adornedControl)}
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={showList ? listId : undefined}
              aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
              autoComplete="off"
              placeholder={value?.label ?? placeholder}
              value={open ? query : (value?.label ?? '')}
              disabled={disabled}
              onChange={(event) => {
                setQuery(event.target.value);
                setOpen(true);
                setActiveIndex(0);
              }}
              onClick={openList}
              onKeyDown={onListKey}
              onBlur={close}
            />
            {value && !disabled ? (
              <button
                type="button"
                className={adornment}
                aria-label={`Quitar ${value.label}`}
                onClick={() => {
                  onChange(null);
                  input.current?.focus();
                }}
              >
                <Icon name="close" size="sm" />
              </button>
            ) : (
              <span className={adornment} aria-hidden="true">
                <Icon name={loadOptions ? 'search' : 'chevronDown'} size="sm" />
              </span>
            )}
          </div>
          {name && <input type="hidden" name={name} value={value?.value ?? ''} />}
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
                  isSelected={(option) => option.value === value?.value}
                  onPick={pick}
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
