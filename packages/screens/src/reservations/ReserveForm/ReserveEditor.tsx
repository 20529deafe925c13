import { matchesUnitSearch, reserveMessages, toIsoDate } from '@horizontal/domain';
import { AvailabilityCalendar, Button, Combobox, InlineAlert, Select, TextArea } from '@horizontal/ui';
import { visuallyHidden } from '@horizontal/ui/theme';
import { useId } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { calendarDateOf } from '../calendar';
import { bookingDay } from '../ReservesList/reserve-labels';
import type { ReserveFormProps } from './ReserveForm';
import * as styles from './ReserveForm.css';
import {
  areaInWords,
  emptyDraft,
  NO_RESIDENT,
  priceInWords,
  type ReserveDraft,
  type ReserveValues,
  refusalField,
  toRequest,
  validate,
} from './reserve-form';
import { useAvailability } from './useAvailability';

export type ReserveEditorProps = Pick<
  ReserveFormProps,
  | 'options'
  | 'now'
  | 'loadDisabledDays'
  | 'loadTurns'
  | 'onSubmit'
  | 'onSaved'
  | 'onCancel'
  | 'onRetry'
  | 'onDirtyChange'
>;

/**
 * A new booking on one page: the area, its calendar (free days, then the day's turns), the unit that books and who
 * asks, and a summary that says what happens on «Reservar».
 */
export function ReserveEditor({
  options,
  now,
  loadDisabledDays,
  loadTurns,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: ReserveEditorProps) {
  const areas = options.status === 'ready' ? options.areas.filter((area) => area.status === 'activo') : [];
  const apartments = options.status === 'ready' ? options.apartments : [];
  const residents = options.status === 'ready' ? options.residents : undefined;
  const slotErrorId = useId();

  // Declared before the form so that a refusal of the turn can ask for the day's turns again.
  let reloadTurns = () => {};
  const form = useSavingForm<ReserveDraft, ReserveValues>({
    initial: emptyDraft,
    validate,
    toRequest,
    onSubmit: async (values) => {
      const result = await onSubmit(values);
      // The turn was taken meanwhile: the day's turns are asked again, so that it greys out.
      if (!result.ok && result.message === reserveMessages.turnTaken) reloadTurns();
      return result;
    },
    onSaved,
    onDirtyChange,
    fieldOf: (message: string): (keyof ReserveDraft & string) | undefined =>
      refusalField(message, { area, draft: values, now }),
  });
  const { values, errors, setValue } = form;
  const area = areas.find((candidate) => String(candidate.id) === values.commonAreaId);
  const calendar = useAvailability({ area, date: values.date, now, loaders: { loadDisabledDays, loadTurns } });
  reloadTurns = calendar.reloadTurns;

  const unitId = values.apartment ? Number(values.apartment.value) : null;
  const unitResidents = (residents ?? []).filter(
    (resident) => resident.status === 'activo' && resident.apartments.some((unit) => unit.id === unitId),
  );
  const turn = calendar.turns.status === 'ready' ? calendar.turns.turns.find((t) => t.id === values.turnId) : undefined;
  const slotError = errors.date ?? errors.turnId;

  const chooseArea = (commonAreaId: string) => {
    setValue('commonAreaId', commonAreaId);
    setValue('date', '');
    setValue('turnId', '');
  };

  return (
    <RecordEditor
      form={form}
      title="Nueva reserva"
      description="Elija el área común, el día y el turno, y la unidad que reserva."
      options={{ state: options, unavailable: 'No se pudieron cargar las áreas comunes y las unidades', onRetry }}
      submitLabel="Reservar"
      onCancel={onCancel}
    >
      <FormSection title="Área común" columns={1}>
        <Select
          label="Área común"
          name="commonAreaId"
          required
          placeholder={options.status === 'loading' ? 'Cargando áreas comunes…' : 'Seleccione el área común'}
          disabled={options.status !== 'ready'}
          options={areas.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
          value={values.commonAreaId}
          onChange={chooseArea}
          error={errors.commonAreaId}
          hint={area ? areaInWords(area) : 'Solo las áreas activas del complejo se pueden reservar.'}
        />
      </FormSection>
      <FormSection title="Día y turno" columns={1}>
        {area ? (
          <fieldset
            className={styles.slot}
            aria-invalid={slotError ? true : undefined}
            aria-describedby={slotError ? slotErrorId : undefined}
            // The failed submit takes focus here, to the first field with a problem.
            tabIndex={-1}
          >
            {/* A heading, not just a legend: the calendar titles its turns with an h3 under it. */}
            <legend className={visuallyHidden}>
              <h2>{`Día y turno de ${area.name}`}</h2>
            </legend>
            {calendar.daysState.status === 'loading' && (
              <p className={layout.note} role="status">
                Cargando los días disponibles…
              </p>
            )}
            {calendar.daysState.status === 'error' && (
              <div className={styles.daysError}>
                <InlineAlert tone="danger" title="No se pudieron cargar los días disponibles">
                  {calendar.daysState.message}
                </InlineAlert>
                <Button variant="secondary" size="sm" onClick={calendar.retryDays}>
                  Reintentar
                </Button>
              </div>
            )}
            <AvailabilityCalendar
              resourceName={area.name}
              month={calendar.month}
              onMonthChange={calendar.setMonth}
              disabledDays={calendar.disabledDays}
              minDate={calendar.minDate}
              maxDate={calendar.maxDate}
              today={calendar.minDate}
              selectedDate={calendarDateOf(values.date)}
              onSelectDate={(date) => {
                setValue('date', toIsoDate(date));
                setValue('turnId', '');
              }}
              turns={calendar.turns}
              selectedTurnId={values.turnId || null}
              onSelectTurn={(turnId) => setValue('turnId', turnId)}
            />
            {slotError && (
              <p id={slotErrorId} className={styles.error}>
                {slotError}
              </p>
            )}
          </fieldset>
        ) : (
          <p className={layout.note}>Elija primero el área común para ver sus días y turnos libres.</p>
        )}
      </FormSection>
      <FormSection title="Quién reserva">
        <Combobox
          label="Unidad"
          name="apartment"
          required
          placeholder={options.status === 'loading' ? 'Cargando unidades…' : 'Escriba la torre o el número'}
          disabled={options.status !== 'ready'}
          options={apartments.map((unit) => ({ value: String(unit.id), label: unit.name }))}
          matches={matchesUnitSearch}
          value={values.apartment}
          onChange={(apartment) => {
            setValue('apartment', apartment);
            setValue('residentId', NO_RESIDENT);
          }}
          error={errors.apartment}
        />
        {residents && (
          <Select
            label="Residente"
            name="residentId"
            disabled={!values.apartment}
            options={[
              { value: NO_RESIDENT, label: 'Sin indicar' },
              ...unitResidents.map((resident) => ({
                value: String(resident.id),
                label: `${resident.name} ${resident.lastName}`,
              })),
            ]}
            value={values.residentId}
            onChange={(residentId) => setValue('residentId', residentId)}
            error={errors.residentId}
            hint={values.apartment ? 'Opcional: quién de la unidad la pide.' : 'Elija primero la unidad.'}
          />
        )}
        <div className={layout.fullRow}>
          <TextArea
            label="Notas"
            {...form.field('notes')}
            maxLength={500}
            rows={3}
            hint="Opcional: el motivo, cuántas personas vienen, lo que haga falta preparar."
          />
        </div>
      </FormSection>
      {area && values.date && turn && (
        <section className={styles.summary} aria-label="Resumen de la reserva">
          <p className={styles.summaryText}>
            {[area.name, bookingDay(values.date), turn.label, values.apartment?.label ?? 'unidad sin elegir'].join(
              ', ',
            )}
            {`: ${priceInWords(area.price).toLowerCase()}. `}
            {area.requiresApproval ? 'La reserva queda pendiente de aprobación.' : 'La reserva se confirma al guardar.'}
          </p>
        </section>
      )}
    </RecordEditor>
  );
}
