import { Button, Dialog, DialogClose, InlineAlert } from '@horizontal/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { FormActions } from '../shared/FormActions';
import type { RecordEditorProps } from '../shared/FormScreen';
import * as layout from '../shared/layout.css';

export type FormDialogProps = {
  /** The form of useSavingForm. */
  form: RecordEditorProps['form'];
  /** Also the form's accessible name. */
  title: string;
  description?: string;
  submitLabel: string;
  /** «Guardar y agregar otro», offered only with it. */
  anotherLabel?: string;
  onCancel: () => void;
  /** Above the fields, e.g. what a rule means. */
  notice?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Where focus goes once it closes (Dialog's returnFocusTo). */
  returnFocusTo?: () => HTMLElement | null | undefined;
  children: ReactNode;
};

/**
 * A create/modify form in a dialog over its list: the server's refusal above the fields, then Cancelar and the
 * primary action last. Escape and the close button leave it as Cancelar does, except while it saves.
 */
export function FormDialog({
  form,
  title,
  description,
  submitLabel,
  anotherLabel,
  onCancel,
  notice,
  size = 'md',
  returnFocusTo,
  children,
}: FormDialogProps) {
  // The refusal sits above the fields, and whoever saved is down at the buttons: it is brought into view as it
  // appears, before it is painted, so it is never missed below the fold of a long form.
  const refusal = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (form.serverError) refusal.current?.scrollIntoView({ block: 'nearest' });
  }, [form.serverError]);
  return (
    <Dialog
      open
      size={size}
      returnFocusTo={returnFocusTo}
      title={title}
      description={description}
      onOpenChange={(open) => {
        if (!open && !form.submitting) onCancel();
      }}
    >
      <div className={layout.form}>
        {form.serverError && (
          <div ref={refusal}>
            <InlineAlert tone="danger" title="No se pudo guardar">
              {form.serverError}
            </InlineAlert>
          </div>
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
      </div>
    </Dialog>
  );
}

export type ReadOnlyDialogProps = {
  title: string;
  description?: string;
  onClose: () => void;
  /** Beside «Cerrar», e.g. «Modificar». */
  actions?: ReactNode;
  children: ReactNode;
};

/** A record's detail in a dialog: what it holds, and the way back to its list. */
export function ReadOnlyDialog({ title, description, onClose, actions, children }: ReadOnlyDialogProps) {
  return (
    <Dialog
      open
      title={title}
      description={description}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          {actions}
          <DialogClose>
            <Button variant="secondary">Volver al listado</Button>
          </DialogClose>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
