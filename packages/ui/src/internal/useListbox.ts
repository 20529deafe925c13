import { type KeyboardEvent, useState } from 'react';
import type { SearchStatus } from './useOptionSearch';

type ListboxKeys<Option> = {
  /** Called with the highlighted option on Enter. */
  choose: (option: Option) => void;
  /** Called on Escape while open. */
  dismiss: () => void;
};

/**
 * The list under a search input (WAI-ARIA combobox), shared by Combobox and MultiSelect: whether it is open, which
 * option is highlighted, and the keys that move them. The arrows open the list or move round it, Enter chooses the
 * highlighted option and Escape dismisses the list; every other key is the input's.
 */
export const useListbox = () => {
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  /** Opens with the first option highlighted, as when the person starts typing. */
  const openList = () => {
    if (open) return;
    setOpen(true);
    setActiveIndex(0);
  };

  /** What the list shows now, for the results of a search in `status`. */
  const shown = <Option>(status: SearchStatus, results: readonly Option[], keys: ListboxKeys<Option>) => {
    const showList = open && status !== 'idle' && status !== 'error' && results.length > 0;
    const active = showList ? Math.min(activeIndex, results.length - 1) : -1;
    /** Handles the list's keys; answers false for any other key, which the caller may handle. */
    const onListKey = (event: KeyboardEvent<HTMLInputElement>): boolean => {
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
    return { showList, active, onListKey };
  };

  return { open, setOpen, setActiveIndex, openList, shown };
};
