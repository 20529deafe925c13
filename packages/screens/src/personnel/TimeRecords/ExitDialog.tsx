import type { TimeRecord } from '@horizontal/domain';
import { Button, Dialog, DialogClose, InlineAlert, TextArea, TimeInput } from '@horizontal/ui';
import { useMemo, useRef } from 'react';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { dayLabel } from './record-days';
import {
  type ExitDraft,
  exitDraft,
  exitRequest,
  refusedExitField,
  type TimeRecordUpdateValues,
  validateExit,
} from './record-form';
import * as styles from './TimeRecords.css';

export type ExitDialogProps = {
  /** The clock-in without its exit. */
  record: TimeRecord;
  /** Whose it is, as the list names them. */
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** PUT /personnel/records/update. */
  onSubmit: (values: TimeRecordUpdateValues) => Promise<ActionResult>;
  /** After the server kept it, with its words; the dialog is closed by then. */
  onSaved: (values: TimeRecordUpdateValues, message: string | undefined) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
};

/** «Registrar salida»: the exit of a clock-in nobody closed, after its entry; its notes may say why it came late. */
export function ExitDialog({ record, name, open, onOpenChange, onSubmit, onSaved, returnFocusTo }: ExitDialogProps) {
  const answer = useRef<string | undefined>(undefined);
  const initial = useMemo(() => exitDraft(record), [record]);
  const form = useSavingForm<ExitDraft, TimeRecordUpdateValues>({
    initial,
    validate: validateExit(record),
    toRequest: exitRequest(record),
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      answer.current = result.message;
      return result;
    },
    onSaved: (values) => {
      onOpenChange(false);
      onSaved(values, answer.current);
    },
    fieldOf: refusedExitField,
  });
  const title = `Registrar salida de ${name}`;

  return (
    <Dialog
      title={title}
      description={`Entrada a las ${record.entryTime} del ${dayLabel(record.date)}.`}
      size="sm"
      open={open}
      onOpenChange={(next) => {
        if (!form.submitting) onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
    >
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        {form.serverError && (
          <InlineAlert tone="danger" title="No se pudo registrar la salida">
            {form.serverError}
          </InlineAlert>
        )}
        <TimeInput label="Salida" {...form.field('exitTime')} required hint="hh:mm, después de la entrada." />
        <TextArea label="Notas" {...form.field('notes')} rows={2} maxLength={200} hint="Opcional." />
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="secondary" disabled={form.submitting}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" loading={form.submitting}>
            Registrar salida
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
