import { Button, Dialog, DialogClose, TextField } from '@horizontal/ui';
import { type FormEvent, useId, useState } from 'react';

/** A text the dialog asks for before it acts: to whom a parcel was handed. */
export type ActionField = {
  label: string;
  hint?: string;
  maxLength?: number;
  /** What the field starts with (the recipient's name). */
  initial: string;
  /** The domain's problem with the value, or null when it may be sent. */
  validate: (value: string) => string | null;
};

export type ActionDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  /** A verb: Entregar, Devolver, Quitar de la lista. */
  confirmLabel: string;
  tone: 'primary' | 'danger';
  field?: ActionField;
  onClose: () => void;
  /** Runs the action (with the field's value); the dialog shows it is working until it answers, then closes. */
  onConfirm: (value: string) => Promise<unknown>;
  /** Where focus goes once it closes: the row's actions button, since the menu item that opened it is gone. */
  returnFocusTo: () => HTMLElement | null | undefined;
};

/**
 * Asks before an action on a row of the desk, naming the record, and (for a parcel handed over) asks to whom. A
 * Dialog rather than the kit's ConfirmDialog because only Dialog can give focus back to the row's menu button.
 */
export function ActionDialog({
  open,
  title,
  description,
  confirmLabel,
  tone,
  field,
  onClose,
  onConfirm,
  returnFocusTo,
}: ActionDialogProps) {
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
            variant={tone === 'danger' ? 'danger' : 'primary'}
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
            name="deliveredTo"
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
