import { useEffect, useMemo, useRef, useState } from 'react';
import { normalizeForSearch } from './search';

export type ListOption = { value: string; label: string; description?: string };

export type LoadOptions = (query: string, signal: AbortSignal) => Promise<readonly ListOption[]>;

/** Whether an option (its label and description, as one text) is what was typed. */
export type MatchOption = (text: string, query: string) => boolean;

/** By default an option holds what was typed, accents and case ignored: "Martín" is found by "martin". */
const containsTyped: MatchOption = (text, query) => {
  const needle = normalizeForSearch(query.trim());
  return needle === '' || normalizeForSearch(text).includes(needle);
};

export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Options matching what was typed: filtered locally from a fixed list, or asked from `loadOptions` after a
 * pause in typing. A slower, older answer never overwrites a newer one because each search is aborted
 * when the next one starts.
 */
export function useOptionSearch({
  query,
  active,
  options,
  loadOptions,
  debounceMs,
  minQueryLength,
  matches = containsTyped,
}: {
  query: string;
  active: boolean;
  options?: readonly ListOption[];
  loadOptions?: LoadOptions;
  debounceMs: number;
  minQueryLength: number;
  matches?: MatchOption | undefined;
}): { status: SearchStatus; results: readonly ListOption[] } {
  const loader = useRef(loadOptions);
  loader.current = loadOptions;
  const remote = loadOptions !== undefined;
  const [answer, setAnswer] = useState<{ status: SearchStatus; results: readonly ListOption[] }>({
    status: 'idle',
    results: [],
  });

  useEffect(() => {
    const load = loader.current;
    if (!remote || !active || load === undefined) return;
    if (query.trim().length < minQueryLength) {
      setAnswer({ status: 'idle', results: [] });
      return;
    }
    const controller = new AbortController();
    setAnswer((previous) => ({ status: 'loading', results: previous.results }));
    const timer = window.setTimeout(() => {
      load(query.trim(), controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setAnswer({ status: 'ready', results });
        },
        () => {
          if (!controller.signal.aborted) setAnswer({ status: 'error', results: [] });
        },
      );
    }, debounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [remote, active, query, debounceMs, minQueryLength]);

  const local = useMemo(() => {
    if (remote || options === undefined) return [];
    if (query.trim() === '') return options;
    return options.filter((option) => matches(`${option.label} ${option.description ?? ''}`, query));
  }, [remote, options, query, matches]);

  if (!remote) return { status: 'ready', results: local };
  return answer;
}

export const searchMessage = (
  status: SearchStatus,
  count: number,
  query: string,
  minQueryLength: number,
): string | null => {
  if (status === 'loading') return 'Buscando…';
  if (status === 'error') return 'No se pudieron cargar las opciones. Intente nuevamente.';
  if (status === 'idle')
    return `Escriba al menos ${minQueryLength} ${minQueryLength === 1 ? 'letra' : 'letras'} para buscar.`;
  if (count === 0) return query.trim() === '' ? 'No hay opciones.' : `No hay resultados para «${query.trim()}».`;
  return null;
};
