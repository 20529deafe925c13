import { type RefObject, useEffect } from 'react';

/**
 * The desk registers one thing after another: a new form starts with the cursor in its first field (the unit) as
 * soon as it can be typed in, unless the person already went somewhere else.
 */
export function useFocusOnReady(formRef: RefObject<HTMLFormElement | null>, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const form = formRef.current;
    const active = form?.ownerDocument.activeElement;
    if (active && active !== form?.ownerDocument.body) return;
    form?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled])')?.focus({ preventScroll: true });
  }, [formRef, ready]);
}
