import { cx } from '../../internal/cx';
import * as listStyles from '../../internal/listbox.css';
import { ListboxPopup } from '../../internal/OptionList';
import { type OptionSourceProps, useListbox } from '../../internal/useListbox';
import type { ListOption } from '../../internal/useOptionSearch';
import { Field } from '../Field';
import { adornedControl, adornedWrapper, adornment, control } from '../Field/Field.css';
import { Icon } from '../Icon';

export type ComboboxOption = ListOption;

export type ComboboxProps = OptionSourceProps & {
  label: string;
  /** The chosen option (its label is shown without reloading anything), or null. */
  value: ComboboxOption | null;
  onChange: (option: ComboboxOption | null) => void;
  name?: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
};

/** A searchable choice among many options (residents, apartments), from a list or from the server. */
export function Combobox({
  label,
  value,
  onChange,
  placeholder = 'Escriba para buscar',
  name,
  hint,
  error,
  required,
  disabled,
  ...source
}: ComboboxProps) {
  const listbox = useListbox(source);

  const close = () => {
    listbox.setOpen(false);
    listbox.setQuery('');
    listbox.setActiveIndex(-1);
  };

  const pick = (option: ComboboxOption) => {
    onChange(option);
    close();
  };

  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(wiring) => (
        <div className={listStyles.root}>
          <div className={adornedWrapper}>
            <input
              {...wiring}
              className={cx(control({ size: 'md' }), adornedControl)}
              {...listbox.inputProps}
              placeholder={value?.label ?? placeholder}
              value={listbox.open ? listbox.query : (value?.label ?? '')}
              disabled={disabled}
              onKeyDown={(event) => listbox.onListKey(event, { choose: pick, dismiss: close })}
              onBlur={close}
            />
            {value && !disabled ? (
              <button
                type="button"
                className={adornment}
                aria-label={`Quitar ${value.label}`}
                onClick={() => {
                  onChange(null);
                  listbox.input.current?.focus();
                }}
              >
                <Icon name="close" size="sm" />
              </button>
            ) : (
              <span className={adornment} aria-hidden="true">
                <Icon name={source.loadOptions ? 'search' : 'chevronDown'} size="sm" />
              </span>
            )}
          </div>
          {name && <input type="hidden" name={name} value={value?.value ?? ''} />}
          <ListboxPopup
            listbox={listbox}
            label={label}
            isSelected={(option) => option.value === value?.value}
            onPick={pick}
          />
        </div>
      )}
    </Field>
  );
}
