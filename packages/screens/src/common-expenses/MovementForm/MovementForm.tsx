import type { MovementType } from '@horizontal/domain';
import { CurrencyInput, DateInput, RadioGroup, TextField } from '@horizontal/ui';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import { dayOf } from '../../shared/print';
import { FormDialog } from '../FormDialog';
import {
  dateHint,
  emptyDraft,
  type MovementDraft,
  type MovementValues,
  movementTypeOptions,
  startAnother,
  toRequest,
  validate,
} from './movement-form';

export type MovementFormProps = {
  /** «Noviembre 2026»: the open period the movement goes in. */
  periodLabel: string;
  /** The same period as yyyy-mm: a date of another month gets a hint. */
  period?: string;
  /** POST /commonexpenses/create/movement with this one movement (the app adds the period). */
  onSubmit: (values: MovementValues) => Promise<ActionResult>;
  onSaved: (values: MovementValues) => void;
  /** After «Guardar y agregar otro»: the dialog stays, blank for the next one. */
  onSavedAnother?: (values: MovementValues) => void;
  /** Closes the dialog. */
  onCancel: () => void;
  /** The day the date starts from; today by default. */
  today?: Date;
  onDirtyChange?: (dirty: boolean) => void;
};

/** Adds an income or an expense to the open period, one at a time, in a dialog over its movements. */
export function MovementForm({
  periodLabel,
  period,
  onSubmit,
  onSaved,
  onSavedAnother,
  onCancel,
  today,
  onDirtyChange,
}: MovementFormProps) {
  const day = dayOf(today ?? new Date());
  const form = useSavingForm<MovementDraft, MovementValues>({
    initial: emptyDraft(day),
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    onSavedAnother: onSavedAnother ?? (() => undefined),
    startAnother,
  });
  const { values, setValue, errors } = form;
  return (
    <FormDialog
      form={form}
      title="Agregar movimiento"
      description={`Un ingreso o un egreso de ${periodLabel}.`}
      submitLabel="Guardar"
      anotherLabel="Guardar y agregar otro"
      onCancel={onCancel}
    >
      <FormSection title="Movimiento" columns={1}>
        <RadioGroup
          label="Tipo"
          name="type"
          required
          orientation="horizontal"
          value={values.type}
          error={errors.type}
          options={movementTypeOptions}
          onChange={(type) => setValue('type', type as MovementType)}
        />
        <DateInput
          label="Fecha"
          name="date"
          required
          value={values.date}
          hint={dateHint(values.date, period)}
          error={errors.date}
          onChange={(date) => setValue('date', date)}
          onBlur={() => form.touch('date')}
        />
        <TextField
          label="Descripción"
          required
          maxLength={200}
          hint="Lo que se pagó o cobró: «Factura UTE de octubre»."
          {...form.field('description')}
        />
        <TextField
          label="Categoría"
          maxLength={80}
          hint="Opcional: agrupa los movimientos en los totales, por ejemplo «Limpieza» o «Energía eléctrica»."
          {...form.field('category')}
        />
        <CurrencyInput label="Importe" required {...form.field('amount')} />
      </FormSection>
    </FormDialog>
  );
}
