import type { ActionResult } from './ActionResult';
import { type UseFormOptions, useForm } from './useForm';
import { useSubmission } from './useSubmission';
import { useUnsavedChanges } from './useUnsavedChanges';

export type UseSavingFormOptions<Values, Request> = UseFormOptions<Values> & {
  /** Turns the valid form into what the callback expects (trimmed text, numbers instead of option values). */
  toRequest: (values: Values) => Request;
  onSubmit: (request: Request) => Promise<ActionResult>;
  /** After the server said ok; the form is clean by then, so the app may navigate away at once. */
  onSaved?: (request: Request) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The field a refusal of the server is about ("Ya existe el apartamento 403…" → 'number'), shown on it. */
  fieldOf?: (message: string) => (keyof Values & string) | undefined;
};

/** A form that saves to the server: validation, the submit's progress and failure, and unsaved changes. */
export function useSavingForm<Values extends Record<string, unknown>, Request>({
  initial,
  validate,
  toRequest,
  onSubmit,
  onSaved,
  onDirtyChange,
  fieldOf,
}: UseSavingFormOptions<Values, Request>) {
  const form = useForm<Values>({ initial, validate });
  const { submitting, serverError, run, reset: forgetRefusal } = useSubmission();
  const release = useUnsavedChanges(form.dirty, onDirtyChange);

  const submit = form.handleSubmit(async (values) => {
    const request = toRequest(values);
    const result = await run(() => onSubmit(request));
    if (!result) return;
    if (!result.ok) {
      const field = fieldOf?.(result.message);
      if (field) {
        forgetRefusal();
        form.refuseField(field, result.message);
      }
      return;
    }
    form.reset(values);
    release();
    onSaved?.(request);
  });

  return { ...form, submit, submitting, serverError };
}
