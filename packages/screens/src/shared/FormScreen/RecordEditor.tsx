import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormActions } from '../FormActions';
import * as layout from '../layout.css';
import { FormScreen, OptionsUnavailable } from './FormScreen';

/** What a form chooses from (towers, roles, apartments…): only its failure matters to the frame. */
export type EditorOptions = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export type RecordEditorProps = {
  /** The editor's form, from useSavingForm. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    submit: (event: FormEvent) => void;
    serverError: string | undefined;
    submitting: boolean;
    dirty: boolean;
    /** Changes when the form starts over for another record: the fields are drawn afresh. */
    generation?: number;
  };
  /** Also the form's accessible name. */
  title: string;
  description: string;
  /**
   * The options the fields choose from (`state`); when they failed, why, under `unavailable` ("No se pudieron cargar
   * las torres y los tipos de unidad"), with a retry.
   */
  options?: { state: EditorOptions; unavailable: string; onRetry?: () => void };
  /** Above the form, e.g. that a new user receives a temporary password. */
  notice?: ReactNode;
  submitLabel: string;
  /** «Guardar y crear otro», offered only with it. */
  anotherLabel?: string;
  onCancel: () => void;
  /** The sections of fields. */
  children: ReactNode;
};

/** The frame of a create/modify editor: title, the server's refusal, failed options, the fields and the actions. */
export function RecordEditor({
  form,
  title,
  description,
  options,
  notice,
  submitLabel,
  anotherLabel,
  onCancel,
  children,
}: RecordEditorProps) {
  return (
    <FormScreen title={title} description={description} serverError={form.serverError}>
      {options?.state.status === 'error' && (
        <OptionsUnavailable title={options.unavailable} message={options.state.message} onRetry={options.onRetry} />
      )}
      {notice}
      <form
        key={form.generation}
        ref={form.formRef}
        className={layout.form}
        onSubmit={form.submit}
        noValidate
        aria-label={title}
      >
        {children}
        <FormActions
          submitLabel={submitLabel}
          anotherLabel={anotherLabel}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}
