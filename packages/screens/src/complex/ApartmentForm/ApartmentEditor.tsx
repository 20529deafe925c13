import { type Apartment, apartmentMessages } from '@horizontal/domain';
import { InlineAlert, NumberField, Select, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { isMessageOf, useSavingForm } from '../../shared/forms';
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
    onSavedAnother,
    startAnother: nextDraft,
  });
  const { values, errors, setValue, touch } = form;
  const title = apartment ? 'Modificar apartamento' : 'Nuevo apartamento';
  const total = coefficientTotal(otherCoefficients, values.coefficient);

  return (
    <RecordEditor
      form={form}
      title={title}
      description={
        apartment
          ? `Apartamento ${apartment.number}${apartment.tower ? `, ${apartment.tower}` : ''}`
          : 'Registre una unidad del complejo.'
      }
      options={{ state: options, unavailable: 'No se pudieron cargar las torres y los tipos de unidad', onRetry }}
      submitLabel={apartment ? 'Guardar cambios' : 'Crear apartamento'}
      anotherLabel={!apartment && onSavedAnother ? 'Guardar y crear otro' : undefined}
      onCancel={onCancel}
    >
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
          {...form.field('number')}
          required
          maxLength={20}
          hint="Como figura en la puerta, por ejemplo 101 o 4B."
        />
        <TextField
          label="Piso"
          {...form.field('floor')}
          required
          inputMode="numeric"
          hint="Los subsuelos son negativos: -1, -2…"
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
        <NumberField label="Dormitorios" {...form.field('rooms')} required maxLength={2} />
        <TextField label="Superficie (m²)" {...form.field('area')} required inputMode="decimal" />
        <TextField
          label="Coeficiente (%)"
          {...form.field('coefficient')}
          required
          inputMode="decimal"
          hint="La parte de los gastos comunes que paga la unidad; las del complejo suman 100."
        />
      </FormSection>
      {total !== null && total > 100 && (
        <InlineAlert tone="warning" title="Los coeficientes pasan de 100 %">
          {`Con este apartamento los coeficientes del complejo suman ${formatDecimal(total)} %: deberían sumar 100 %. Revise este valor o el de otras unidades.`}
        </InlineAlert>
      )}
    </RecordEditor>
  );
}
