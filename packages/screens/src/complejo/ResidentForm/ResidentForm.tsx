import type { ApartmentSummary, Resident, ResidentRelation } from '@horizontal/domain';
import {
  type CalendarDate,
  ciDigits,
  formatCi,
  formatDate,
  parseIsoDate,
  residentCreateSchema,
  residentMessages,
  residentRelationLabels,
  residentRelations,
  toIsoDate,
  validateCi,
} from '@horizontal/domain';
import {
  Button,
  Card,
  CIField,
  Combobox,
  type ComboboxOption,
  DateInput,
  DescriptionList,
  EmailField,
  InlineAlert,
  PhoneField,
  Select,
  StatusBadge,
  TextField,
} from '@horizontal/ui';
import { useState } from 'react';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  checkEmail,
  checkOptionalPhone,
  type FormState,
  onlyProblems,
  problemOf,
  UNREACHABLE_MESSAGE,
  useSavingForm,
  validatePersonName,
} from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import * as layout from '../../shared/layout.css';
import { apartmentLabel, residentFullName } from '../labels';
import type { ResidentValues } from '../types';

export type ResidentFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; apartments: readonly ApartmentSummary[] };

export type ResidentFormProps = {
  state: FormState<Resident>;
  /** The complejo's units (POST /general/apartments/{id}), to associate the new resident with one at once. */
  options: ResidentFormOptions;
  /** POST /residents/create (the app adds buildingId). Residents have no update (SPEC §6). */
  onSubmit: (values: ResidentValues) => Promise<ActionResult>;
  onSaved: (values: ResidentValues) => void;
  onCancel: () => void;
  /** /residentes/apartamentos/asociar for the resident shown. */
  onApartments?: () => void;
  /**
   * A former resident of the complejo (inactive) with this CI, from the list: the form offers to reactivate them
   * instead of registering the same person again.
   */
  formerResident?: (identity: string) => Resident | undefined;
  /** PUT /residents/status to activo; absent when the profile may not change a resident's status. */
  onReactivate?: (resident: Resident) => Promise<ActionResult>;
  onReactivated?: (resident: Resident) => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type Form = {
  name: string;
  lastName: string;
  identity: string;
  email: string;
  phone: string;
  birthDate: CalendarDate | null;
  apartment: ComboboxOption | null;
  relation: ResidentRelation;
};

const fields = residentCreateSchema.shape;

const checkNamePart = (schema: typeof fields.name, value: string) =>
  problemOf(schema, value) ??
  (validatePersonName(value) === null ? null : 'Use solo letras, espacios, apóstrofos y guiones.');

const validate = (form: Form) =>
  onlyProblems<Form>({
    name: checkNamePart(fields.name, form.name),
    lastName: checkNamePart(fields.lastName, form.lastName),
    identity: validateCi(form.identity),
    email: form.email.trim() === '' ? null : checkEmail(form.email),
    phone: checkOptionalPhone(form.phone),
    birthDate: null,
    apartment: null,
    relation: null,
  });

const toValues = (form: Form): ResidentValues => ({
  name: form.name.trim(),
  lastName: form.lastName.trim(),
  identity: form.identity,
  email: form.email.trim(),
  phone: form.phone,
  birthDate: form.birthDate ? toIsoDate(form.birthDate) : null,
  apartmentId: form.apartment ? Number(form.apartment.value) : null,
  relation: form.relation,
});

const relationOptions = residentRelations.map((relation) => ({
  value: relation,
  label: residentRelationLabels[relation],
}));

type FormerResidentProps = {
  resident: Resident;
  onReactivate?: (resident: Resident) => Promise<ActionResult>;
  onReactivated?: (resident: Resident) => void;
};

/** The same person, inactive: bringing them back keeps their history and units (issue #15). */
function FormerResident({ resident, onReactivate, onReactivated }: FormerResidentProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = residentFullName(resident);
  const reactivate = async () => {
    if (!onReactivate) return;
    setBusy(true);
    setProblem(null);
    const result = await onReactivate(resident).catch(() => ({ ok: false as const, message: UNREACHABLE_MESSAGE }));
    setBusy(false);
    if (result.ok) onReactivated?.(resident);
    else setProblem(result.message);
  };
  return (
    <InlineAlert tone="info" title={`${name} ya fue residente del complejo con esa cédula`}>
      <p>
        Está inactivo.{' '}
        {onReactivate
          ? 'Reactívelo para recuperar sus datos y sus apartamentos, o siga completando el formulario para registrarlo de nuevo.'
          : 'Puede registrarlo de nuevo; para reactivarlo pídaselo a quien pueda modificar residentes.'}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {onReactivate && (
        <Button variant="secondary" onClick={reactivate} loading={busy}>
          {`Reactivar a ${name}`}
        </Button>
      )}
    </InlineAlert>
  );
}

type EditorProps = Omit<ResidentFormProps, 'state' | 'onApartments'>;

function ResidentEditor({
  onRetry,
  options,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
  formerResident,
  onReactivate,
  onReactivated,
}: EditorProps) {
  const form = useSavingForm<Form, ResidentValues>({
    fieldOf: (message) => (message === residentMessages.identityTaken ? 'identity' : undefined),
    initial: {
      name: '',
      lastName: '',
      identity: '',
      email: '',
      phone: '',
      birthDate: null,
      apartment: null,
      relation: 'propietario',
    },
    validate,
    toRequest: toValues,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, setValue } = form;
  const former = validateCi(values.identity) === null ? formerResident?.(ciDigits(values.identity)) : undefined;
  const apartmentOptions =
    options.status === 'ready'
      ? options.apartments.map((apartment) => ({ value: String(apartment.id), label: apartmentLabel(apartment) }))
      : [];

  return (
    <FormScreen
      title="Nuevo residente"
      description="Registre a una persona que vive en el complejo."
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar los apartamentos"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label="Nuevo residente">
        <FormSection title="Datos personales">
          <TextField label="Nombre" {...form.field('name')} autoComplete="given-name" required maxLength={80} />
          <TextField label="Apellido" {...form.field('lastName')} autoComplete="family-name" required maxLength={80} />
          <CIField {...form.field('identity')} required />
          {former && <FormerResident resident={former} onReactivate={onReactivate} onReactivated={onReactivated} />}
          <DateInput
            label="Fecha de nacimiento"
            name="birthDate"
            value={values.birthDate}
            onChange={(birthDate) => setValue('birthDate', birthDate)}
          />
        </FormSection>
        <FormSection
          title="Contacto"
          description="Opcionales: sirven para avisarle de reservas, gastos comunes y encomiendas."
        >
          <EmailField {...form.field('email')} />
          <PhoneField {...form.field('phone')} />
        </FormSection>
        <FormSection
          title="Apartamento"
          description="Puede asociarlo ahora a una unidad, o más tarde desde el listado."
        >
          <Combobox
            label="Apartamento"
            name="apartment"
            placeholder={options.status === 'loading' ? 'Cargando apartamentos…' : 'Escriba la torre o el número'}
            disabled={options.status !== 'ready'}
            options={apartmentOptions}
            value={values.apartment}
            onChange={(apartment) => setValue('apartment', apartment)}
          />
          {values.apartment && (
            <Select
              label="Relación con el apartamento"
              name="relation"
              required
              options={relationOptions}
              value={values.relation}
              onChange={(relation) => setValue('relation', relation as ResidentRelation)}
            />
          )}
        </FormSection>
        <FormActions
          submitLabel="Crear residente"
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}

const birthDateText = (birthDate: string | null) => {
  if (!birthDate) return 'Sin datos';
  const parsed = parseIsoDate(birthDate);
  return parsed.ok ? formatDate(parsed.value) : birthDate;
};

type DetailProps = { resident: Resident; onApartments?: () => void };

/** MODIFY shows the same as DETAIL: residents are corrected by replacing them, never edited (SPEC §6). */
function ResidentDetail({ resident, onApartments }: DetailProps) {
  const status = activeStatusBadges[resident.status];
  return (
    <FormScreen
      title={residentFullName(resident)}
      description="Residente"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onApartments && <Button onClick={onApartments}>Apartamentos</Button>}
    >
      <InlineAlert tone="info" title="Los datos de un residente no se modifican">
        Si hay un dato equivocado, desactive al residente desde el listado y créelo nuevamente con los datos correctos:
        la cédula de un residente inactivo puede volver a registrarse.
      </InlineAlert>
      <Card title="Datos personales">
        <DescriptionList
          items={[
            { term: 'Nombre', description: resident.name },
            { term: 'Apellido', description: resident.lastName },
            { term: 'Cédula de identidad', description: formatCi(resident.identity) },
            { term: 'Fecha de nacimiento', description: birthDateText(resident.birthDate) },
          ]}
        />
      </Card>
      <Card title="Contacto">
        <DescriptionList
          items={[
            { term: 'Correo electrónico', description: resident.email || 'Sin datos' },
            { term: 'Teléfono', description: resident.phone || 'Sin datos' },
          ]}
        />
      </Card>
      <Card title="Apartamentos">
        <DescriptionList
          items={
            resident.apartments.length === 0
              ? [{ term: 'Apartamentos', description: 'No está asociado a ningún apartamento.' }]
              : resident.apartments.map((apartment) => ({
                  term: apartmentLabel(apartment),
                  description: residentRelationLabels[apartment.relation],
                }))
          }
        />
      </Card>
    </FormScreen>
  );
}

/** /residentes/nuevo, and a resident's detail (also at /residentes/modificar, which cannot edit) (SPEC §2). */
export function ResidentForm({ state, onApartments, onRetry, ...editor }: ResidentFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Residente', MODIFY: 'Residente' }}
      loadingLabel="Cargando el residente…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <ResidentEditor {...editor} onRetry={onRetry} />}
      detail={(resident) => <ResidentDetail resident={resident} onApartments={onApartments} />}
    />
  );
}
