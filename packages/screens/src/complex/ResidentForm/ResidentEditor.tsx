import { ciDigits, type ResidentRelation, residentMessages, validateCi } from '@horizontal/domain';
import { CIField, Combobox, DateInput, EmailField, PhoneField, Select, TextField } from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import { apartmentLabel, matchesApartment } from '../labels';
import { ActiveResident, FormerResident } from './FormerResident';
import type { ResidentFormProps } from './ResidentForm';
import { empty, type ResidentDraft, type ResidentValues, relationOptions, toRequest, validate } from './resident-form';

export type EditorProps = Omit<
  ResidentFormProps,
  'state' | 'onApartments' | 'onCorrectContact' | 'onContactCorrected' | 'onModify'
>;

/** Registers a resident: residents are never modified (SPEC §6). */
export function ResidentEditor({
  onRetry,
  options,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
  formerResident,
  onReactivate,
  onReactivated,
  activeResident,
  onOpenResident,
}: EditorProps) {
  const form = useSavingForm<ResidentDraft, ResidentValues>({
    fieldOf: (message) => (message === residentMessages.identityTaken ? 'identity' : undefined),
    initial: empty,
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, setValue } = form;
  const identity = validateCi(values.identity) === null ? ciDigits(values.identity) : null;
  // The active record wins: a former one of the same CI cannot be reactivated while it exists.
  const active = identity === null ? undefined : activeResident?.(identity);
  const former = identity === null || active ? undefined : formerResident?.(identity);
  const apartmentOptions =
    options.status === 'ready'
      ? options.apartments.map((apartment) => ({ value: String(apartment.id), label: apartmentLabel(apartment) }))
      : [];

  return (
    <RecordEditor
      form={form}
      title="Nuevo residente"
      description="Registre a una persona que vive en el complejo."
      options={{ state: options, unavailable: 'No se pudieron cargar los apartamentos', onRetry }}
      submitLabel="Crear residente"
      onCancel={onCancel}
    >
      <FormSection title="Datos personales">
        <TextField label="Nombre" {...form.field('name')} autoComplete="given-name" required maxLength={80} />
        <TextField label="Apellido" {...form.field('lastName')} autoComplete="family-name" required maxLength={80} />
        <CIField {...form.field('identity')} required />
        {active && <ActiveResident resident={active} onOpen={onOpenResident} />}
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
      <FormSection title="Apartamento" description="Puede asociarlo ahora a una unidad, o más tarde desde el listado.">
        <Combobox
          label="Apartamento"
          name="apartment"
          placeholder={options.status === 'loading' ? 'Cargando apartamentos…' : 'Escriba la torre o el número'}
          disabled={options.status !== 'ready'}
          options={apartmentOptions}
          matches={matchesApartment}
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
    </RecordEditor>
  );
}
