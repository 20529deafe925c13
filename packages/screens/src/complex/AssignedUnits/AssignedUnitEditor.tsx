import type { Pantry, Parking } from '@horizontal/domain';
import { Checkbox, Combobox, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { isMessageOf, useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
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
    onSavedAnother: onSavedAnother
      ? (request, values) => {
          onSavedAnother(request);
          return nextDraft(values);
        }
      : undefined,
  });
  const { values, errors, setValue, touch } = form;
  const title = record ? `Modificar ${kind.noun}` : kind.createLabel;

  return (
    <FormScreen
      title={title}
      description={record ? `${capitalized(kind.noun)} ${record.number}` : `Registre ${kind.indefinite} del complejo.`}
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar los apartamentos"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <FormSection title={capitalized(kind.noun)}>
          <TextField
            label="Número"
            name="number"
            required
            maxLength={20}
            value={values.number}
            error={errors.number}
            onChange={(number) => setValue('number', number)}
            onBlur={() => touch('number')}
          />
          <TextField
            label="Descripción"
            name="description"
            maxLength={200}
            hint="Opcional: dónde está, cómo se llega."
            value={values.description}
            error={errors.description}
            onChange={(description) => setValue('description', description)}
            onBlur={() => touch('description')}
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
        <FormSection title="Asignación" description="Opcional: el apartamento que la usa. Déjelo vacío si está libre.">
          <Combobox
            label="Apartamento"
            name="apartment"
            placeholder={options.status === 'loading' ? 'Cargando apartamentos…' : 'Escriba la torre o el número'}
            disabled={options.status !== 'ready'}
            options={choices}
            value={values.apartment}
            onChange={(apartment) => setValue('apartment', apartment)}
          />
        </FormSection>
        <FormActions
          submitLabel={record ? 'Guardar cambios' : kind.submitLabel}
          anotherLabel={!record && onSavedAnother ? kind.anotherLabel : undefined}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}
