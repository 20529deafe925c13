import { InlineAlert } from '@horizontal/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { publicPageStyles } from '../PublicPage';

export type PublicFormProps = {
  /** The form's formRef, from useForm. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** Its accessible name: "Recuperar contraseña". */
  label: string;
  /** The server's refusal of the last submit, said right above the fields. */
  serverError?: string;
  children: ReactNode;
};

/** The one-column form of a public page (and of the password change): the refusal, then the fields and the submit. */
export function PublicForm({ formRef, onSubmit, label, serverError, children }: PublicFormProps) {
  return (
    <>
      {serverError && <InlineAlert tone="danger">{serverError}</InlineAlert>}
      <form ref={formRef} className={publicPageStyles.form} onSubmit={onSubmit} noValidate aria-label={label}>
        {children}
      </form>
    </>
  );
}
