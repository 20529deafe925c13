import { DateInput, DescriptionList, Select, TextArea } from '@horizontal/ui';
import { useMemo } from 'react';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { balanceSentence } from '../LicensesList/license-labels';
import { StaffField } from '../StaffField';
import { calendarDateOf, daysLabel, isoDateOf, staffOptions } from '../staff-fields';
import type { LicenseFormProps } from './LicenseForm';
import * as styles from './LicenseForm.css';
import {
  emptyDraft,
  type LeaveTake,
  type LicenseDraft,
  type LicenseValues,
  leaveTakeOf,
  licenseTypeHint,
  licenseTypeOf,
  refusedField,
  toRequest,
  validate,
} from './license-form';

export type LicenseEditorProps = Omit<LicenseFormProps, 'state' | 'history'>;

/** What the dates take, in the box under them. */
const takeItems = (take: LeaveTake, personChosen: boolean) => [
  { term: 'Días corridos', description: daysLabel(take.days) },
  ...(take.annual
    ? [
        { term: 'Días computables', description: `${daysLabel(take.annual.counted)}, sin domingos ni feriados` },
        {
          term: 'Saldo de licencia anual',
          description: personChosen
            ? balanceSentence(take.annual.balance, take.annual.counted, take.annual.year)
            : 'Elija la persona para ver su saldo.',
        },
      ]
    : []),
];

/**
 * Registers a license (POST /licenses/create): whose, of which kind, from when to when. As the dates are chosen it
 * says how many days they are and, for the annual leave, how many of them the balance counts and what the person
 * has left. It is created pendiente: the balance is checked when it is approved.
 */
export function LicenseEditor({
  options,
  today,
  onSubmit,
  onSaved,
  onCancel,
  onRetry,
  onDirtyChange,
}: LicenseEditorProps) {
  const initial = useMemo(() => emptyDraft(today), [today]);
  const ready = options.status === 'ready';
  const types = ready ? options.licenseTypes : [];
  const balances = ready ? options.balances : [];
  const form = useSavingForm<LicenseDraft, LicenseValues>({
    initial,
    validate: (draft) => validate(draft, types),
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const people = useMemo(() => (ready ? staffOptions(options.personnel) : []), [ready, options]);
  const typeOptions = useMemo(() => types.map((type) => ({ value: String(type.id), label: type.name })), [types]);
  const type = licenseTypeOf(types, values.licenseTypeId);
  const take = leaveTakeOf(values, type, balances);

  return (
    <RecordEditor
      form={form}
      title="Nueva licencia"
      description="Una licencia de una persona del personal. Queda pendiente hasta que se apruebe desde el listado."
      options={{ state: options, unavailable: 'No se pudieron cargar el personal y los tipos de licencia', onRetry }}
      submitLabel="Registrar licencia"
      onCancel={onCancel}
    >
      <FormSection title="Licencia">
        <StaffField
          people={people}
          loading={options.status === 'loading'}
          disabled={!ready}
          value={values.personnelId}
          error={errors.personnelId}
          onChange={(personnelId) => {
            setValue('personnelId', personnelId);
            touch('personnelId');
          }}
        />
        <Select
          label="Tipo de licencia"
          name="licenseTypeId"
          required
          placeholder={options.status === 'loading' ? 'Cargando tipos…' : 'Seleccione el tipo'}
          disabled={!ready}
          options={typeOptions}
          value={values.licenseTypeId}
          error={errors.licenseTypeId}
          hint={licenseTypeHint(type)}
          onChange={(licenseTypeId) => {
            setValue('licenseTypeId', licenseTypeId);
            touch('licenseTypeId');
          }}
        />
      </FormSection>
      <FormSection title="Fechas">
        <DateInput
          label="Desde"
          name="startDate"
          required
          value={calendarDateOf(values.startDate)}
          onChange={(date) => setValue('startDate', isoDateOf(date))}
          onBlur={() => touch('startDate')}
          error={errors.startDate}
          hint="El primer día de licencia (dd/mm/aaaa)."
        />
        <DateInput
          label="Hasta"
          name="endDate"
          required
          value={calendarDateOf(values.endDate)}
          onChange={(date) => {
            setValue('endDate', isoDateOf(date));
            touch('endDate');
          }}
          onBlur={() => touch('endDate')}
          error={errors.endDate}
          hint="El último día de licencia, incluido (dd/mm/aaaa)."
        />
        <div className={layout.fullRow}>
          {/* Said again as the dates or the type change: what they take is the point of choosing them. */}
          <div className={styles.take} aria-live="polite">
            {take ? (
              <DescriptionList columns={3} items={takeItems(take, values.personnelId !== '')} />
            ) : (
              <p className={layout.note}>Elija las dos fechas para ver cuántos días son.</p>
            )}
          </div>
        </div>
      </FormSection>
      <FormSection title="Notas" columns={1}>
        <TextArea
          label="Notas"
          {...form.field('notes')}
          maxLength={1000}
          hint="Opcional: el motivo, un certificado entregado, quién lo reemplaza."
        />
      </FormSection>
    </RecordEditor>
  );
}
