import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import type { Masked } from './masks';

type Mask = (raw: string, caret: number, event: ChangeEvent<HTMLInputElement>) => Masked;

/**
 * Runs a mask on every change and puts the caret back where the person was typing: a controlled input
 * whose value is reformatted would otherwise jump the caret to the end.
 */
export function useMaskedInput(mask: Mask) {
  const ref = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = ref.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  const apply = (event: ChangeEvent<HTMLInputElement>): Masked => {
    const input = event.target;
    const masked = mask(input.value, input.selectionStart ?? input.value.length, event);
    pendingCaret.current = masked.caret;
    // When the mask rejects the keystroke the state does not change and React would not re-render,
    // so the element is corrected here directly.
    input.value = masked.text;
    input.setSelectionRange(masked.caret, masked.caret);
    return masked;
  };

  return { ref, apply };
}

/** True while the person deletes (Backspace, Delete, cut), when masks must not add separators back. */
export const isDeletion = (event: ChangeEvent<HTMLInputElement>): boolean => {
  const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
  return inputType.startsWith('delete');
};

/** The character just typed, when the change was a single keystroke. */
export const typedCharacter = (event: ChangeEvent<HTMLInputElement>): string | null => {
  const native = event.nativeEvent as InputEvent;
  return native.inputType === 'insertText' ? native.data : null;
};
