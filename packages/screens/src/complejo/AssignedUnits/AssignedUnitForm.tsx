import type { ApartmentSummary, Pantry, Parking } from '@horizontal/domain';
import { Button, Card, Checkbox, Combobox, type ComboboxOption, DescriptionList, TextField } from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  type FormState,
  isMessageOf,
  onlyProblems,
  problemOf,
  useSavingForm,
} from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { apartmentLabel } from '../labels';
import type { ParkingValues } from '../types';
import type { AssignedUnitKind } from './kinds';

export type AssignedUnitOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; apartments: readonly ApartmentSummary[] };

export type AssignedUnitFormProps = {
  kind: AssignedUnitKind;
  state: FormState<Pantry | Parking>;
  options: AssignedUnitOptions;
  /** Despensas leave `covered` out. */
  onSubmit: (values: ParkingValues) => Promise<ActionResult>;
  onSaved: (values: ParkingValues) => void;
  /**
   * «Guardar y crear otra/o» (CREATE only): saved, and the form starts the next one where this one is (the same
   * description and, for estacionamientos, whether it is covered), with its number and unit blank.
   */
  onSavedAnother?: (values: ParkingValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type Form = { number: string; description: string; apartment: ComboboxOption | null; covered: boolean };

const capitalized = (text: string) => `${text[0]?.toUpperCase()}${text.slice(1)}`;

const apartmentOptions = (options: AssignedUnitOptions) =>
  options.status === 'ready'
    ? options.apartments.map((apartment) => ({ value: String(apartment.id), label: apartmentLabel(apartment) }))
    : [];

type EditorProps = Omit<AssignedUnitFormProps, 'state' | 'onEdit'> & { record: Pantry | Parking | null };

function AssignedUnitEditor({
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
  const assigned =
    record?.apartmentId != null
      ? (choices.find((option) => option.value === String(record.apartmentId)) ?? {
          value: String(record.apartmentId),
          label: record.apartment ?? String(record.apartmentId),
        })
      : null;
  const form = useSavingForm<Form, ParkingValues>({
    fieldOf: (message) => (isMessageOf(kind.numberTaken, message) ? 'number' : undefined),
    initial: {
      number: record?.number ?? '',
      description: record?.description ?? '',
      apartment: assigned,
      covered: record && 'covered' in record ? record.covered : true,
    },
    validate: (values) =>
      onlyProblems<Form>({
        number: problemOf(kind.fields.number, values.number),
        description: problemOf(kind.fields.description, values.description),
        apartment: null,
        covered: null,
      }),
    toRequest: (values) =>
      ({
        number: values.number.trim(),
        description: values.description.trim(),
        apartmentId: values.apartment ? Number(values.apartment.value) : null,
        ...(kind.hasCovered ? { covered: values.covered } : {}),
      }) as ParkingValues,
    onSubmit,
    onSaved,
    onDirtyChange,
    // Despensas and estacionamientos are entered in a row along a corridor: the next one is described the same
    // way, and belongs to another unit or to none.
    onSavedAnother: onSavedAnother
      ? (request, values) => {
          onSavedAnother(request);
          return { ...values, number: '', apartment: null };
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

type DetailProps = {
  kind: AssignedUnitKind;
  record: Pantry | Parking;
  options: AssignedUnitOptions;
  onEdit?: () => void;
};

function AssignedUnitDetail({ kind, record, options, onEdit }: DetailProps) {
  const assigned =
    record.apartmentId === null
      ? 'Sin asignar'
      : (apartmentOptions(options).find((option) => option.value === String(record.apartmentId))?.label ??
        record.apartment ??
        'Sin asignar');
  return (
    <FormScreen
      title={`${capitalized(kind.noun)} ${record.number}`}
      description={capitalized(kind.noun)}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <Card title="Datos">
        <DescriptionList
          items={[
            { term: 'Número', description: record.number },
            { term: 'Descripción', description: record.description || 'Sin descripción' },
            ...('covered' in record ? [{ term: 'Techado', description: record.covered ? 'Sí' : 'No' }] : []),
            { term: 'Apartamento', description: assigned },
          ]}
        />
      </Card>
    </FormScreen>
  );
}

export function AssignedUnitForm({ kind, state, onEdit, onRetry, ...editor }: AssignedUnitFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: capitalized(kind.noun), MODIFY: `Modificar ${kind.noun}` }}
      loadingLabel={`Cargando ${kind.withArticle}…`}
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <AssignedUnitEditor kind={kind} {...editor} onRetry={onRetry} record={null} />}
      detail={(record) => <AssignedUnitDetail kind={kind} record={record} options={editor.options} onEdit={onEdit} />}
      modify={(record) => (
        <AssignedUnitEditor key={record.id} kind={kind} {...editor} onRetry={onRetry} record={record} />
      )}
    />
  );
}
