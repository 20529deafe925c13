import { type Apartment, apartmentMessages } from '@horizontal/domain';
import { InlineAlert, NumberField, Select, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { isMessageOf, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { formatDecimal } from '../labels';
import type { ApartmentFormProps } from './ApartmentForm';
import {
  type ApartmentDraft,
  type ApartmentValues,
  coefficientTotal,
  draftOf,
  nextDraft,
  toRequest,
  validateWith,
} from './apartment-form';

export type EditorProps = Omit<ApartmentFormProps, 'state' | 'onEdit'> & { apartment: Apartment | null };

/** Creates a unit of the complejo or modifies one. */
export function ApartmentEditor({
  apartment,
  options,
  onSubmit,
  onSaved,
  onSavedAnother,
  onCancel,
  onDirtyChange,
  onRetry,
  otherCoefficients,
}: EditorProps) {
  const ready = options.status === 'ready';
  const towers = ready ? options.towers : [];
  const hasTowers = towers.length > 0;
  const form = useSavingForm<ApartmentDraft, ApartmentValues>({
    fieldOf: (message) => (isMessageOf(apartmentMessages.numberTaken, message) ? 'number' : undefined),
    initial: draftOf(apartment),
    validate: validateWith(hasTowers),
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    onSavedAnother: onSavedAnother
      ? (request, values) => {
          onSavedAnother(request);
          return nextDraft(values);
        }
      : undefined,
  });
  const { values, errors, setValue, touch } = form;
  const title = apartment ? 'Modificar apartamento' : 'Nuevo apartamento';
  const total = coefficientTotal(otherCoefficients, values.coefficient);

  return (
    <FormScreen
      title={title}
      description={
        apartment
          ? `Apartamento ${apartment.number}${apartment.tower ? `, ${apartment.tower}` : ''}`
          : 'Registre una unidad del complejo.'
      }
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar las torres y los tipos de unidad"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <FormSection title="Ubicación">
          {(hasTowers || !ready) && (
            <Select
              label="Torre"
              name="towerId"
              required
              placeholder={options.status === 'loading' ? 'Cargando torres…' : 'Seleccione la torre'}
              disabled={!ready}
              options={towers.map((tower) => ({ value: String(tower.id), label: tower.name }))}
              value={values.towerId}
              error={errors.towerId}
              onChange={(towerId) => {
                setValue('towerId', towerId);
                touch('towerId');
              }}
            />
          )}
          <TextField
            label="Número"
            name="number"
            required
            maxLength={20}
            hint="Como figura en la puerta, por ejemplo 101 o 4B."
            value={values.number}
            error={errors.number}
            onChange={(number) => setValue('number', number)}
            onBlur={() => touch('number')}
          />
          <TextField
            label="Piso"
            name="floor"
            required
            inputMode="numeric"
            hint="Los subsuelos son negativos: -1, -2…"
            value={values.floor}
            error={errors.floor}
            onChange={(floor) => setValue('floor', floor)}
            onBlur={() => touch('floor')}
          />
        </FormSection>
        <FormSection title="Características">
          <Select
            label="Tipo de unidad"
            name="unitTypeId"
            placeholder="Sin especificar"
            disabled={!ready}
            options={ready ? options.unitTypes.map((type) => ({ value: String(type.id), label: type.name })) : []}
            value={values.unitTypeId}
            onChange={(unitTypeId) => setValue('unitTypeId', unitTypeId)}
          />
          <NumberField
            label="Dormitorios"
            name="rooms"
            required
            maxLength={2}
            value={values.rooms}
            error={errors.rooms}
            onChange={(rooms) => setValue('rooms', rooms)}
            onBlur={() => touch('rooms')}
          />
          <TextField
            label="Superficie (m²)"
            name="area"
            required
            inputMode="decimal"
            value={values.area}
            error={errors.area}
            onChange={(area) => setValue('area', area)}
            onBlur={() => touch('area')}
          />
          <TextField
            label="Coeficiente (%)"
            name="coefficient"
            required
            inputMode="decimal"
            hint="La parte de los gastos comunes que paga la unidad; las del complejo suman 100."
            value={values.coefficient}
            error={errors.coefficient}
            onChange={(coefficient) => setValue('coefficient', coefficient)}
            onBlur={() => touch('coefficient')}
          />
        </FormSection>
        {total !== null && total > 100 && (
          <InlineAlert tone="warning" title="Los coeficientes pasan de 100 %">
            {`Con este apartamento los coeficientes del complejo suman ${formatDecimal(total)} %: deberían sumar 100 %. Revise este valor o el de otras unidades.`}
          </InlineAlert>
        )}
        <FormActions
          submitLabel={apartment ? 'Guardar cambios' : 'Crear apartamento'}
          anotherLabel={!apartment && onSavedAnother ? 'Guardar y crear otro' : undefined}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}
