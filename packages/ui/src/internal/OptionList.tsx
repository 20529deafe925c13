import { useEffect, useRef } from 'react';
import { Icon } from '../components/Icon';
import * as styles from './listbox.css';
import type { Listbox } from './useListbox';
import type { ListOption } from './useOptionSearch';

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

export type OptionListProps = {
  id: string;
  label: string;
  options: readonly ListOption[];
  activeIndex: number;
  isSelected: (option: ListOption) => boolean;
  multiple?: boolean;
  onPick: (option: ListOption) => void;
  onHover: (index: number) => void;
};

/** The listbox of a combobox; focus stays in the text input, which points at the active option. */
export function OptionList({
  id,
  label,
  options,
  activeIndex,
  isSelected,
  multiple = false,
  onPick,
  onHover,
}: OptionListProps) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  });
  return (
    <div
      ref={list}
      id={id}
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      className={styles.listbox}
    >
      {options.map((option, index) => {
        const selected = isSelected(option);
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled by the combobox input, which keeps focus
          <div
            key={option.value}
            id={optionId(id, index)}
            role="option"
            // Never focused: the mouse-down below keeps focus in the input (aria-activedescendant pattern).
            tabIndex={-1}
            aria-selected={selected}
            data-active={index === activeIndex}
            className={styles.option}
            // Keeps focus in the input so that typing can go on after a click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => (index === activeIndex ? undefined : onHover(index))}
            onClick={() => onPick(option)}
          >
            {multiple && <span className={styles.check}>{selected && <Icon name="check" size="sm" />}</span>}
            <span className={styles.optionText}>
              <span>{option.label}</span>
              {option.description && <span className={styles.optionDescription}>{option.description}</span>}
            </span>
          </div>
        );
      })}
    </div>
  );
}

type ListboxPopupProps = Pick<OptionListProps, 'label' | 'isSelected' | 'multiple' | 'onPick'> & { listbox: Listbox };

/** What opens under a search input: a message while searching or when nothing matches, and the options found. */
export function ListboxPopup({ listbox, label, isSelected, multiple, onPick }: ListboxPopupProps) {
  if (!listbox.open) return null;
  return (
    <div className={styles.popup}>
      {listbox.message && (
        <p className={styles.message} role="status">
          {listbox.message}
        </p>
      )}
      {listbox.showList && (
        <OptionList
          id={listbox.listId}
          label={label}
          options={listbox.results}
          activeIndex={listbox.active}
          multiple={multiple}
          isSelected={isSelected}
          onPick={onPick}
          onHover={listbox.setActiveIndex}
        />
      )}
    </div>
  );
}
