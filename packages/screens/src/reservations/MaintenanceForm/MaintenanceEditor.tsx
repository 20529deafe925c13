import { type CalendarDate, formatTime, maintenanceMessages, parseIsoDate, toIsoDate } from '@horizontal/domain';
import {
  Button,
  ConfirmDialog,
  CurrencyInput,
  DateInput,
  InlineAlert,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  TimeInput,
} from '@horizontal/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { AreaCalendar } from './AreaCalendar';
import type { MaintenanceFormProps } from './MaintenanceForm';
import * as styles from './MaintenanceForm.css';
import {
  clockOf,
  emptyDraft,
  isBookedHours,
  type MaintenanceDraft,
  type MaintenanceSpan,
  type MaintenanceValues,
  NO_FREQUENCY,
  schedulableAreas,
  toRequest,
  validateWith,
  WHOLE_COMPLEX,
} from './maintenance-form';

export type MaintenanceEditorProps = Pick<
  MaintenanceFormProps,
  | 'options'
  | 'today'
  | 'loadDisabledDays'
  | 'loadAvailableDays'
  | 'onSubmit'
  | 'onSaved'
  | 'onCancel'
  | 'onRetry'
  | 'onDirtyChange'
>;

const calendarDateOf = (isoDate: string | null): CalendarDate | null => {
  if (isoDate === null) return null;
  const parsed = parseIsoDate(isoDate);
  return parsed.ok ? parsed.value : null;
};

/**
 * Schedules a maintenance (POST /maintenances/create). In an area, its calendar shows which days other work already
 * takes and which turns are free of bookings; hours over live bookings are refused, naming them, and may then be
 * taken anyway by cancelling those bookings (each resident is told by e-mail).
 */
export function MaintenanceEditor({
  options,
  today,
  loadDisabledDays,
  loadAvailableDays,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: MaintenanceEditorProps) {
  // Read by toRequest while «Cancelar esas reservas y agendar» resubmits the form: submit runs it at once.
  const cancelling = useRef(false);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const send = async (values: MaintenanceValues): Promise<ActionResult> => {
    setSavedMessage(null);
    const result = await onSubmit(values);
    // After cancelling bookings the person must read how many were cancelled and that residents were told.
    if (result.ok && values.cancelReserves && result.message) setSavedMessage(result.message);
    return result;
  };
  const validate = useMemo(() => validateWith(today), [today]);
  const form = useSavingForm<MaintenanceDraft, MaintenanceValues>({
    initial: emptyDraft,
    validate,
    toRequest: (draft) => toRequest(draft, cancelling.current),
    onSubmit: send,
    onSaved,
    onDirtyChange,
    fieldOf: (message) => (message === maintenanceMessages.areaBusy ? 'date' : undefined),
  });
  const { values, errors, setValue, touch } = form;

  const areas = options.status === 'ready' ? schedulableAreas(options.areas) : [];
  const area = areas.find((candidate) => String(candidate.id) === values.commonAreaId);
  const frequencies = options.status === 'ready' ? options.frequencies : [];
  const booked = form.serverError !== undefined && isBookedHours(form.serverError);

  const cancelAndSchedule = () => {
    cancelling.current = true;
    form.formRef.current?.requestSubmit();
    cancelling.current = false;
  };

  const saved = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (savedMessage) saved.current?.focus();
  }, [savedMessage]);

  const dateErrorId = useId();
  const setSpan = (span: MaintenanceSpan) => setValue('span', span);

  return (
    <RecordEditor
      form={form}
      title="Nuevo mantenimiento"
      description="Un trabajo en un área común o en todo el complejo. Mientras esté pendiente o en curso, el área no se puede reservar en su horario."
      options={{ state: options, unavailable: 'No se pudieron cargar las áreas comunes y las frecuencias', onRetry }}
      notice={
        <>
          {booked && (
            <div className={styles.offer}>
              <ConfirmDialog
                title="¿Cancelar esas reservas y agendar el mantenimiento?"
                description="Las reservas de ese horario se cancelan y cada residente recibe un correo que se lo avisa. Esta acción no se puede deshacer."
                confirmLabel="Cancelar reservas y agendar"
                cancelLabel="Volver"
                onConfirm={cancelAndSchedule}
                trigger={<Button variant="danger">Cancelar esas reservas y agendar</Button>}
              />
            </div>
          )}
          {savedMessage && (
            <div ref={saved} tabIndex={-1} className={styles.saved}>
              <InlineAlert tone="success">{savedMessage}</InlineAlert>
            </div>
          )}
        </>
      }
      submitLabel="Agendar mantenimiento"
      onCancel={onCancel}
    >
      <FormSection title="Mantenimiento">
        <TextField
          label="Título"
          {...form.field('title')}
          required
          maxLength={120}
          hint="El motivo del trabajo: por ejemplo Limpieza de la piscina."
        />
        <Select
          label="Área común"
          name="commonAreaId"
          value={values.commonAreaId}
          onChange={(value) => setValue('commonAreaId', value)}
          disabled={options.status !== 'ready'}
          placeholder={options.status === 'loading' ? 'Cargando áreas comunes…' : undefined}
          hint="Si elige un área, no se podrá reservar en el horario del mantenimiento."
          options={[
            { value: WHOLE_COMPLEX, label: 'Todo el complejo (no bloquea reservas)' },
            ...areas.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
          ]}
        />
      </FormSection>
      <FormSection title="Fecha y horario">
        {area ? (
          // Keyed: another area starts on its own month and lists.
          <fieldset
            key={area.id}
            className={styles.dateField}
            aria-describedby={errors.date ? dateErrorId : undefined}
            aria-invalid={errors.date ? true : undefined}
            tabIndex={-1}
          >
            {/* A heading, not just a legend: the calendar titles its turns with an h3 under it. */}
            <legend className={styles.dateLegend}>
              <h2 className={styles.dateLabel}>Fecha en {area.name}</h2>
            </legend>
            <AreaCalendar
              area={area}
              today={today}
              date={values.date}
              onDateChange={(date) => {
                setValue('date', date);
                touch('date');
              }}
              startTime={values.span === 'hours' && values.startTime ? formatTime(values.startTime) : null}
              endTime={values.span === 'hours' && values.endTime ? formatTime(values.endTime) : null}
              onTurn={(turn) => {
                setValue('span', 'hours');
                setValue('startTime', clockOf(turn.startTime));
                setValue('endTime', clockOf(turn.endTime));
              }}
              loadDisabledDays={loadDisabledDays}
              loadAvailableDays={loadAvailableDays}
            />
            {errors.date && (
              <p id={dateErrorId} className={styles.dateError}>
                {errors.date}
              </p>
            )}
          </fieldset>
        ) : (
          <DateInput
            label="Fecha"
            name="date"
            required
            value={calendarDateOf(values.date)}
            onChange={(date) => setValue('date', date ? toIsoDate(date) : null)}
            onBlur={() => touch('date')}
            error={errors.date}
            minDate={calendarDateOf(today) ?? undefined}
          />
        )}
        <div className={layout.fullRow}>
          <RadioGroup
            label="Horario"
            name="span"
            orientation="horizontal"
            value={values.span}
            onChange={(span) => setSpan(span as MaintenanceSpan)}
            hint={
              area
                ? 'Todo el día cierra todos los turnos del área; un horario, solo los turnos que toca.'
                : 'Opcional: el horario en que se trabaja.'
            }
            options={[
              { value: 'day', label: 'Todo el día' },
              { value: 'hours', label: 'Un horario' },
            ]}
          />
        </div>
        {values.span === 'hours' && (
          <div className={styles.hours}>
            <TimeInput label="Desde" {...form.field('startTime')} required />
            <TimeInput label="Hasta" {...form.field('endTime')} required />
          </div>
        )}
      </FormSection>
      <FormSection title="Proveedor y costo">
        <TextField
          label="Proveedor"
          {...form.field('provider')}
          maxLength={120}
          hint="Opcional: quién hace el trabajo."
        />
        <CurrencyInput label="Costo" {...form.field('cost')} hint="Opcional: lo que cobra el proveedor." />
        <Select
          label="Frecuencia"
          name="frequencyId"
          value={values.frequencyId}
          onChange={(value) => setValue('frequencyId', value)}
          disabled={options.status !== 'ready'}
          hint="Opcional: cada cuánto se repite este trabajo."
          options={[
            { value: NO_FREQUENCY, label: 'Sin frecuencia' },
            ...frequencies.map((frequency) => ({ value: String(frequency.id), label: frequency.name })),
          ]}
        />
        <div className={layout.fullRow}>
          <TextArea
            label="Descripción"
            {...form.field('description')}
            maxLength={1000}
            hint="Opcional: qué se hace y qué deben saber los residentes."
          />
        </div>
      </FormSection>
    </RecordEditor>
  );
}
