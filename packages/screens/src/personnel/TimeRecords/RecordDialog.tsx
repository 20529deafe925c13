import { type Personnel, type TimeRecord, toIsoDate } from '@horizontal/domain';
import { Button, DateInput, Dialog, DialogClose, InlineAlert, Select, TextArea, TimeInput } from '@horizontal/ui';
import { useMemo, useRef } from 'react';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { calendarDateOf } from '../staff-fields';
import { pickerOptions } from './pickers';
import {
  type RecordDraft,
  recordDraft,
  recordRequest,
  refusedRecordField,
  type TimeRecordValues,
  validateRecord,
} from './record-form';
import * as styles from './TimeRecords.css';

export type RecordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whom a clock-in can be written for: the active staff. */
  people: readonly Personnel[];
  /** The records the list holds, to see a clash before sending. */
  loaded: readonly TimeRecord[];
  today: string;
  /** The person the list shows, proposed. */
  personnelId: number | null;
  /** POST /personnel/records/create (the app adds buildingId). */
  onSubmit: (values: TimeRecordValues) => Promise<ActionResult>;
  /** After the server kept it, with its words; the dialog is closed by then. */
  onSaved: (values: TimeRecordValues, message: string | undefined) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
};

const TITLE = 'Registrar marca';

/**
 * «Registrar marca»: the desk writes down a clock-in, of today or of a day gone by, with its exit if it is known
 * (else it is written later, from the day's row). A clash with the person's other records is said on the entry.
 */
export function RecordDialog({
  open,
  onOpenChange,
  people,
  loaded,
  today,
  personnelId,
  onSubmit,
  onSaved,
  returnFocusTo,
}: RecordDialogProps) {
  const answer = useRef<string | undefined>(undefined);
  const proposed = people.some((person) => person.id === personnelId) ? personnelId : null;
  const initial = useMemo(() => recordDraft(today, proposed), [today, proposed]);
  const form = useSavingForm<RecordDraft, TimeRecordValues>({
    initial,
    validate: validateRecord(today, loaded),
    toRequest: recordRequest,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      answer.current = result.message;
      return result;
    },
    onSaved: (values) => {
      onOpenChange(false);
      onSaved(values, answer.current);
    },
    fieldOf: refusedRecordField,
  });
  const { values, errors, setValue, touch } = form;
  const options = useMemo(() => pickerOptions(people), [people]);

  return (
    <Dialog
      title={TITLE}
      description="La entrada de una persona del personal y, si ya se conoce, su salida."
      open={open}
      onOpenChange={(next) => {
        // A dialog that is saving stays until the server answers.
        if (!form.submitting) onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
    >
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={TITLE}>
        {form.serverError && (
          <InlineAlert tone="danger" title="No se pudo registrar la marca">
            {form.serverError}
          </InlineAlert>
        )}
        <Select
          label="Persona"
          name="personnelId"
          required
          placeholder="Seleccione la persona"
          options={options}
          value={values.personnelId}
          error={errors.personnelId}
          onChange={(next) => {
            setValue('personnelId', next);
            touch('personnelId');
          }}
        />
        <DateInput
          label="Día"
          name="date"
          required
          value={calendarDateOf(values.date)}
          maxDate={calendarDateOf(today) ?? undefined}
          onChange={(date) => setValue('date', date ? toIsoDate(date) : null)}
          onBlur={() => touch('date')}
          error={errors.date}
        />
        <div className={styles.times}>
          <TimeInput label="Entrada" {...form.field('entryTime')} required hint="hh:mm" />
          <TimeInput label="Salida" {...form.field('exitTime')} hint="Opcional: hh:mm." />
        </div>
        <TextArea
          label="Notas"
          {...form.field('notes')}
          rows={2}
          maxLength={200}
          hint="Opcional, por ejemplo Llegada tarde avisada."
        />
        <div className={styles.dialogActions}>
          <DialogClose>
            <Button variant="secondary" disabled={form.submitting}>
              Cancelar
            </Button>
          </DialogClose>
          <Button type="submit" loading={form.submitting}>
            Registrar marca
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
