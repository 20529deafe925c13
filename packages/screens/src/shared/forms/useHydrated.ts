import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while a form is the markup the build rendered in advance (the sign-in page arrives drawn, issue #13), true
 * once the app runs it. Until then a submit would be the browser's own, sending the fields in the address.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
