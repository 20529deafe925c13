import { CIField, DateInput, Switch, TextField, TimeInput } from '@horizontal/ui';
import { useMemo } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { calendarDateOf, isoDateOf } from '../calendar';
import { UnitField } from '../UnitField';
import type { VisitFormProps } from './VisitForm';
import { emptyDraft, refusedField, toRequest, type VisitDraft, type VisitValues, validateWith } from './visit-form';

export type VisitEditorProps = Omit<VisitFormProps, 'state' | 'history'>;

/**
 * Registers a visit (POST /visits/create): the unit first, found by its number and picked with Enter, with who lives
 * there to check against what the visitor says; then the visitor. One at the desk now is registered inside.
 */
export function VisitEditor({
  options,
  today,
  now,
  onSubmit,
  onSaved,
  onSavedAnother,
  onCancel,
  onRetry,
  onDirtyChange,
}: VisitEditorProps) {
  const initial = useMemo(() => emptyDraft(today), [today]);
  const validate = useMemo(() => validateWith(today), [today]);
  const form = useSavingForm<VisitDraft, VisitValues>({
    initial,
    validate,
    toRequest: (draft) => toRequest(draft, today, now),
    onSubmit,
    onSaved,
    onSavedAnother,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const isToday = values.date === today;

  return (
    <RecordEditor
      form={form}
      title="Nueva visita"
      description="Una visita que está en portería ahora, o una que un residente anunció para más tarde."
      options={{ state: options, unavailable: 'No se pudieron cargar las unidades', onRetry }}
      submitLabel="Registrar visita"
      anotherLabel={onSavedAnother ? 'Guardar y registrar otra' : undefined}
      onCancel={onCancel}
    >
      <FormSection title="A dónde va">
        <UnitField
          form={form}
          status={options.status}
          units={options.status === 'ready' ? options.apartments : []}
          showResidents
        />
      </FormSection>
      <FormSection title="Quién viene">
        <TextField label="Nombre" {...form.field('name')} required maxLength={120} autoComplete="off" />
        <CIField {...form.field('identity')} hint="Opcional, con el dígito verificador: 1.234.567-2." />
        <TextField
          label="Matrícula"
          {...form.field('plate')}
          maxLength={10}
          autoComplete="off"
          hint="Opcional: si entra con un vehículo, por ejemplo SBC 1234."
        />
      </FormSection>
      <FormSection title="Cuándo">
        <DateInput
          label="Fecha"
          name="date"
          required
          value={calendarDateOf(values.date)}
          onChange={(date) => setValue('date', isoDateOf(date))}
          onBlur={() => touch('date')}
          error={errors.date}
          minDate={calendarDateOf(today) ?? undefined}
        />
        <TimeInput
          label="Hora esperada"
          {...form.field('expectedTime')}
          hint="Opcional: la hora que anunció el residente."
        />
        <div className={layout.fullRow}>
          <Switch
            label="Está en portería ahora"
            name="atDesk"
            checked={isToday && values.atDesk}
            disabled={!isToday}
            onChange={(atDesk) => setValue('atDesk', atDesk)}
            hint={
              isToday
                ? 'Se registra que ingresó, con la hora en que se guarda.'
                : 'Solo una visita de hoy puede estar en portería.'
            }
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
