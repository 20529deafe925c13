import type { Pantry, Parking } from '@horizontal/domain';
import { Checkbox, Combobox, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { isMessageOf, useSavingForm } from '../../shared/forms';
import { matchesApartment } from '../labels';
import type { AssignedUnitFormProps } from './AssignedUnitForm';
import {
  type AssignedUnitDraft,
  apartmentOptions,
  capitalized,
  draftOf,
  nextDraft,
  type ParkingValues,
  toRequestWith,
  validateWith,
} from './assigned-unit-form';

export type EditorProps = Omit<AssignedUnitFormProps, 'state' | 'onEdit'> & { record: Pantry | Parking | null };

/** Creates a despensa or an estacionamiento, or modifies one. */
export function AssignedUnitEditor({
  kind,
  record,
  options,
  onSubmit,
  onSaved,
  onSavedAnother,
  onCancel,
  onDirtyChange,
  onRetry,
}: EditorProps) {
  const choices = apartmentOptions(options);
  const form = useSavingForm<AssignedUnitDraft, ParkingValues>({
    fieldOf: (message) => (isMessageOf(kind.numberTaken, message) ? 'number' : undefined),
    initial: draftOf(record, choices),
    validate: validateWith(kind),
    toRequest: toRequestWith(kind),
    onSubmit,
    onSaved,
    onDirtyChange,
    onSavedAnother,
    startAnother: nextDraft,
  });
  const { values, setValue } = form;
  const title = record ? `Modificar ${kind.noun}` : kind.createLabel;

  return (
    <RecordEditor
      form={form}
      title={title}
      description={record ? `${capitalized(kind.noun)} ${record.number}` : `Registre ${kind.indefinite} del complejo.`}
      options={{ state: options, unavailable: 'No se pudieron cargar los apartamentos', onRetry }}
      submitLabel={record ? 'Guardar cambios' : kind.submitLabel}
      anotherLabel={!record && onSavedAnother ? kind.anotherLabel : undefined}
      onCancel={onCancel}
    >
      <FormSection title={capitalized(kind.noun)}>
        <TextField label="Número" {...form.field('number')} required maxLength={20} />
        <TextField
          label="Descripción"
          {...form.field('description')}
          maxLength={200}
          hint="Opcional: dónde está, cómo se llega."
        />
        {kind.hasCovered && (
          <Checkbox
            label="Techado"
            name="covered"
            checked={values.covered}
            onChange={(covered) => setValue('covered', covered)}
          />
        )}
      </FormSection>
      <FormSection
        title="Asignación"
        description={`Opcional: el apartamento al que se asigna ${kind.withArticle}. Déjelo vacío si queda libre.`}
      >
        <Combobox
          label="Apartamento"
          name="apartment"
          placeholder={options.status === 'loading' ? 'Cargando apartamentos…' : 'Escriba la torre o el número'}
          disabled={options.status !== 'ready'}
          options={choices}
          matches={matchesApartment}
          value={values.apartment}
          onChange={(apartment) => setValue('apartment', apartment)}
        />
      </FormSection>
    </RecordEditor>
  );
}
