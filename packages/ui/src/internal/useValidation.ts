import { useState } from 'react';

/**
 * The message a self-validating field shows: the caller's error first; otherwise the domain validator's
 * verdict once the person has left the field (or, with `early`, as soon as the value is complete), so
 * nobody is scolded for a value they are still typing.
 */
export function useValidation({
  value,
  validate,
  error,
  required = false,
  early = false,
}: {
  value: string;
  validate?: (value: string) => string | null;
  error?: string;
  required?: boolean;
  early?: boolean;
}) {
  const [touched, setTouched] = useState(false);
  const shouldValidate = validate !== undefined && (touched || early) && (value !== '' || (required && touched));
  const message = error ?? (shouldValidate ? (validate(value) ?? undefined) : undefined);
  return { message, markTouched: () => setTouched(true) };
}

/**
 * Keeps a field's draft text (what the person is typing) apart from its parsed value, and resets the draft
 * only when the value changes from outside, not when it is the echo of what the field itself emitted.
 */
export function useDraft(externalText: string) {
  const [text, setText] = useState(externalText);
  const [emitted, setEmitted] = useState(externalText);
  if (externalText !== emitted) {
    setEmitted(externalText);
    setText(externalText);
  }
  return { text, setText, setEmitted };
}
