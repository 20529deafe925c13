import type { ParseResult } from '@horizontal/domain';
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

/**
 * A value typed as text and read by a domain parser (a date, a time): the draft while it is typed, the value handed
 * out on each change (null while the text is not one), the parser's message once the person has left the field,
 * and the text completed on leaving it ("9:5" becomes "09:05").
 */
export function useParsedDraft<Value>({
  value,
  onChange,
  format,
  parse,
  required,
  emptyMessage,
}: {
  value: Value | null;
  onChange: (value: Value | null) => void;
  format: (value: Value) => string;
  parse: (text: string) => ParseResult<Value>;
  required?: boolean;
  /** What a required field says when it is left empty. */
  emptyMessage: string;
}) {
  const toText = (next: Value | null): string => (next === null ? '' : format(next));
  const { text, setText, setEmitted } = useDraft(toText(value));
  const [touched, setTouched] = useState(false);
  const parsed = text === '' ? null : parse(text);
  const ownMessage = touched && parsed !== null && !parsed.ok ? parsed.message : undefined;
  const message = ownMessage ?? (touched && required && text === '' ? emptyMessage : undefined);

  const emit = (next: string) => {
    const result = next === '' ? null : parse(next);
    const nextValue = result?.ok ? result.value : null;
    setText(next);
    setEmitted(toText(nextValue));
    onChange(nextValue);
  };

  const leave = () => {
    setTouched(true);
    if (parsed?.ok) setText(format(parsed.value));
  };

  return { text, parsed, message, emit, leave, markTouched: () => setTouched(true) };
}
