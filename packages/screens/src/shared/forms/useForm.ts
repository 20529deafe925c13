import { type FormEvent, useEffect, useRef, useState } from 'react';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * One field's wiring to the form, to spread onto a text-like input of the ui kit (TextField, EmailField,
 * PhoneField, CIField, RUTField, TextArea): `<EmailField {...form.field('email')} required />`.
 */
export type FieldBinding<Name extends string, Value> = {
  name: Name;
  value: Value;
  error: string | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
};

export type UseFormOptions<Values> = {
  initial: Values;
  /** Every current problem of the values; the hook decides which ones a person gets to see. */
  validate: (values: Values) => FieldErrors<Values>;
  /** Shows every problem from the start: a form a server drew again after a send it refused. */
  submitted?: boolean;
};

const sameValues = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's values and what to show about them: a field's error appears once the person has left it (or has
 * tried to submit) and then follows every keystroke, so nobody is scolded for a value still being typed.
 * A failed submit moves the focus to the first invalid field.
 */
export function useForm<Values extends Record<string, unknown>>({
  initial,
  validate,
  submitted: sentBefore = false,
}: UseFormOptions<Values>) {
  const [values, setValues] = useState<Values>(initial);
  const [baseline, setBaseline] = useState<Values>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(sentBefore);
  const [focusRequest, setFocusRequest] = useState(0);
  /** The server's refusals about one field (a CI or a number already taken), until that field changes. */
  const [refused, setRefused] = useState<FieldErrors<Values>>({});
  const formRef = useRef<HTMLFormElement>(null);
  /** Counts startOver: the editor keys its <form> on it, so every field also forgets what it was shown. */
  const [generation, setGeneration] = useState(0);

  const problems = validate(values);
  const errors: FieldErrors<Values> = { ...refused };
  for (const key of Object.keys(problems) as (keyof Values & string)[]) {
    if (submitted || touched.has(key)) errors[key] = problems[key];
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // Centred, not merely in view: the sticky header would cover a field scrolled to the top edge.
    invalid?.focus({ preventScroll: true });
    invalid?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest]);

  useEffect(() => {
    if (generation === 0) return;
    // The next record starts where a person starts reading: the top of the page, the first field focused (not
    // scrolled into view, which would leave it under the sticky header).
    formRef.current?.ownerDocument.defaultView?.scrollTo?.({ top: 0 });
    formRef.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]), button[role="combobox"], select, textarea')
      ?.focus({ preventScroll: true });
  }, [generation]);

  const setValue = <Key extends keyof Values>(key: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setRefused((current) => (key in current ? { ...current, [key]: undefined } : current));
  };

  /** Shows the server's refusal on the field it is about, and takes the person there. */
  const refuseField = (key: keyof Values & string, message: string) => {
    setRefused((current) => ({ ...current, [key]: message }));
    setFocusRequest((count) => count + 1);
  };

  const touch = (key: keyof Values & string) =>
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  /** The usual wiring: the value and its shown error, set on change, touched on leaving the field. */
  const field = <Key extends keyof Values & string>(key: Key): FieldBinding<Key, Values[Key]> => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (value) => setValue(key, value),
    onBlur: () => touch(key),
  });

  /** `submitter` is the button that sent the form (a form may have «Guardar» and «Guardar y crear otro»). */
  const handleSubmit = (onValid: (values: Values, submitter: HTMLElement | null) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validate(values)).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    onValid(values, (event.nativeEvent as SubmitEvent).submitter ?? null);
  };

  /** Starts again from these values, which become the new "saved" state. */
  const reset = (next: Values = values) => {
    setValues(next);
    setBaseline(next);
    setTouched(new Set());
    setSubmitted(false);
    setRefused({});
  };

  /** A fresh form for the next record («Guardar y crear otro»): no error shown, at the top, first field focused. */
  const startOver = (next: Values) => {
    reset(next);
    setGeneration((count) => count + 1);
  };

  return {
    values,
    errors,
    generation,
    startOver,
    setValue,
    touch,
    field,
    handleSubmit,
    refuseField,
    reset,
    formRef,
    dirty: !sameValues(values, baseline),
  };
}
