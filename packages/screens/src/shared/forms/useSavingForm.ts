import type { ActionResult } from './ActionResult';
import { type UseFormOptions, useForm } from './useForm';
import { useSubmission } from './useSubmission';
import { useUnsavedChanges } from './useUnsavedChanges';

/** What marks the «…y crear otro» submit button (FormActions' anotherLabel), to tell the two submits apart. */
export const ANOTHER_SUBMIT = 'another';

export type UseSavingFormOptions<Values, Request> = UseFormOptions<Values> & {
  /** Turns the valid form into what the callback expects (trimmed text, numbers instead of option values). */
  toRequest: (values: Values) => Request;
  onSubmit: (request: Request) => Promise<ActionResult>;
  /** After the server said ok; the form is clean by then, so the app may navigate away at once. */
  onSaved?: (request: Request) => void;
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * After «Guardar y crear otro» saved, instead of onSaved: the form starts the next record, clean, and its first
   * field takes the focus.
   */
  onSavedAnother?: (request: Request) => void;
  /** What the next record of «Guardar y crear otro» starts from (e.g. the same tower); blank without it. */
  startAnother?: (values: Values) => Values;
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
  onSavedAnother,
  startAnother,
}: UseSavingFormOptions<Values, Request>) {
  const form = useForm<Values>({ initial, validate });
  const { submitting, serverError, run, reset: forgetRefusal } = useSubmission();
  const release = useUnsavedChanges(form.dirty, onDirtyChange);

  const submit = form.handleSubmit(async (values, submitter) => {
    const another = submitter?.getAttribute('name') === ANOTHER_SUBMIT && onSavedAnother !== undefined;
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
    if (another) {
      onSavedAnother(request);
      form.startOver(startAnother ? startAnother(values) : initial);
      release();
      return;
    }
    form.reset(values);
    release();
    onSaved?.(request);
  });

  return { ...form, submit, submitting, serverError };
}
