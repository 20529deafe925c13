import { Button, Dialog, DialogClose, TextField } from '@horizontal/ui';
import { type FormEvent, useId, useState } from 'react';

export const rowActionTones = ['primary', 'danger'] as const;

/** A text the dialog asks for before it acts, e.g. to whom a parcel was handed. */
export type RowActionField = {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  /** What the field starts with, read when the dialog mounts: key the dialog by the row asked about. */
  initial: string;
  /** The domain's problem with the value, or null when it may be sent. */
  validate: (value: string) => string | null;
};

export type RowActionDialogProps = {
  open: boolean;
  /** Names the record: «¿Devolver la encomienda de Torre A · 101?». */
  title: string;
  description?: string;
  /** A verb: Entregar, Devolver, Cancelar mantenimiento. */
  confirmLabel: string;
  tone: (typeof rowActionTones)[number];
  field?: RowActionField;
  onClose: () => void;
  /** Runs the action (with the field's value); the dialog shows it is working until it answers, then closes. */
  onConfirm: (value: string) => Promise<unknown>;
  /**
   * Where focus goes once it closes: the row's actions button, since the menu item that opened it is gone by then,
   * or the button of the ficha that asked.
   */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/**
 * Asks before an action on a record, naming it, and optionally asks for one text (to whom a parcel was handed). A
 * Dialog rather than the kit's ConfirmDialog because only Dialog can give focus back to an element other than its
 * trigger.
 */
export function RowActionDialog({
  open,
  title,
  description,
  confirmLabel,
  tone,
  field,
  onClose,
  onConfirm,
  returnFocusTo,
}: RowActionDialogProps) {
  const formId = useId();
  const [value, setValue] = useState(field?.initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const confirm = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const problem = field?.validate(value) ?? null;
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    try {
      await onConfirm(value);
    } finally {
      setPending(false);
      onClose();
    }
  };

  return (
    <Dialog
      open={open}
      size="sm"
      title={title}
      description={description}
      returnFocusTo={returnFocusTo}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary" disabled={pending}>
              Volver
            </Button>
          </DialogClose>
          <Button
            variant={tone}
            loading={pending}
            type={field ? 'submit' : 'button'}
            form={field ? formId : undefined}
            onClick={field ? undefined : () => void confirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {field && (
        <form id={formId} noValidate onSubmit={(event) => void confirm(event)}>
          <TextField
            label={field.label}
            hint={field.hint}
            name={field.name}
            value={value}
            maxLength={field.maxLength}
            error={error}
            required
            onChange={(next) => {
              setValue(next);
              if (error) setError(field.validate(next) ?? undefined);
            }}
          />
        </form>
      )}
    </Dialog>
  );
}
