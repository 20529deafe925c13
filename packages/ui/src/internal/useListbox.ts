import { type ChangeEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { optionId } from './OptionList';
import { type ListOption, type LoadOptions, type MatchOption, searchMessage, useOptionSearch } from './useOptionSearch';

/** Where the options of a searchable list come from, as Combobox and MultiSelect take it from their caller. */
export type OptionSourceProps = {
  /** A fixed list, filtered as the person types (accents and case ignored). */
  options?: readonly ListOption[];
  /**
   * How the fixed list is filtered, when containing what was typed is not enough: a unit picker finds "Torre B · 901"
   * by «B901» (the domain's matchesUnitSearch). Pass a function that does not change between renders.
   */
  matches?: MatchOption;
  /** Or a search on the server; it receives what was typed and a signal that aborts outdated searches. */
  loadOptions?: LoadOptions;
  /** Wait after the last keystroke before calling loadOptions. */
  debounceMs?: number;
  minQueryLength?: number;
};

type ListboxKeys = {
  /** Called with the highlighted option on Enter. */
  choose: (option: ListOption) => void;
  /** Called on Escape while open. */
  dismiss: () => void;
};

/**
 * A search input with the list of options under it (WAI-ARIA combobox), shared by Combobox and MultiSelect: what
 * was typed, the options it finds, whether the list is open, which option is highlighted, and the keys that move
 * them. The arrows open the list or move round it, Enter chooses the highlighted option and Escape dismisses the
 * list; every other key is the input's.
 */
export const useListbox = ({
  options,
  loadOptions,
  matches,
  debounceMs = 250,
  minQueryLength = 0,
}: OptionSourceProps) => {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [query, setQuery] = useState('');
  const { status, results } = useOptionSearch({
    query,
    active: open,
    options,
    loadOptions,
    debounceMs,
    minQueryLength,
    matches,
  });
  const message = searchMessage(status, results.length, query, minQueryLength);
  const showList = open && status !== 'idle' && status !== 'error' && results.length > 0;
  const active = showList ? Math.min(activeIndex, results.length - 1) : -1;

  /** Opens with the first option highlighted, as when the person starts typing. */
  const openList = () => {
    if (open) return;
    setOpen(true);
    setActiveIndex(0);
  };

  /** Handles the list's keys; answers false for any other key, which the caller may handle. */
  const onListKey = (event: KeyboardEvent<HTMLInputElement>, keys: ListboxKeys): boolean => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        openList();
        return true;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (results.length > 0) setActiveIndex((active + step + results.length) % results.length);
      return true;
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = results[active];
      if (option) keys.choose(option);
      return true;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      keys.dismiss();
      return true;
    }
    return false;
  };

  /** What makes the search input a combobox that owns the list; the caller adds its class, value and the rest. */
  const inputProps = {
    ref: input,
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': showList,
    'aria-controls': showList ? listId : undefined,
    'aria-activedescendant': active >= 0 ? optionId(listId, active) : undefined,
    autoComplete: 'off',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setQuery(event.target.value);
      setOpen(true);
      setActiveIndex(0);
    },
    onClick: openList,
  } as const;

  return {
    listId,
    input,
    open,
    setOpen,
    query,
    setQuery,
    setActiveIndex,
    results,
    message,
    showList,
    active,
    onListKey,
    inputProps,
  };
};

export type Listbox = ReturnType<typeof useListbox>;
