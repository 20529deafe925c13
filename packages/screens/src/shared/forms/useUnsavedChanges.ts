import { useCallback, useEffect, useRef } from 'react';

/**
 * While a form has changes that were not saved, closing or reloading the tab asks first, and the app hears
 * about it through `onDirtyChange` so that its router can hold a navigation too (screens have no router).
 */
export function useUnsavedChanges(dirty: boolean, onDirtyChange?: (dirty: boolean) => void) {
  const listener = useRef(onDirtyChange);
  listener.current = onDirtyChange;
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current === dirty) return;
    reported.current = dirty;
    listener.current?.(dirty);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(
    () => () => {
      if (reported.current) listener.current?.(false);
    },
    [],
  );

  /**
   * Reports "clean" at once, for the moment after a save: the app usually navigates right away, before an
   * effect would have told it that nothing is pending any more.
   */
  return useCallback(() => {
    if (!reported.current) return;
    reported.current = false;
    listener.current?.(false);
  }, []);
}
