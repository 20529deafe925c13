import type { Personnel } from '@horizontal/domain';
import {
  Checkbox,
  CIField,
  EmailField,
  Field,
  fieldLabelId,
  PhoneField,
  Select,
  TextField,
  TimeInput,
} from '@horizontal/ui';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
import { personnelFullName } from '../PersonnelList/personnel-labels';
import type { PersonnelFormProps } from './PersonnelForm';
import * as styles from './PersonnelForm.css';
import {
  draftOf,
  type PersonnelDraft,
  type PersonnelValues,
  refusedField,
  toggleWorkday,
  toRequest,
  validate,
  weekDays,
} from './personnel-form';

export type PersonnelEditorProps = Omit<PersonnelFormProps, 'state' | 'onEdit' | 'history'> & {
  person: Personnel | null;
};

/** Adds a person to the complejo's staff or modifies one: who they are, how to reach them and their workday. */
export function PersonnelEditor({
  person,
  options,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
  onRetry,
}: PersonnelEditorProps) {
  const ready = options.status === 'ready';
  const form = useSavingForm<PersonnelDraft, PersonnelValues>({
    initial: draftOf(person),
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: refusedField,
  });
  const { values, errors, setValue, touch } = form;
  const types = ready ? options.personnelTypes : [];

  return (
    <RecordEditor
      form={form}
      title={person ? 'Modificar persona' : 'Nueva persona'}
      description={
        person ? personnelFullName(person) : 'Agregue al personal del complejo a quien trabaja en él, con su jornada.'
      }
      options={{ state: options, unavailable: 'No se pudieron cargar los tipos de personal', onRetry }}
      submitLabel={person ? 'Guardar cambios' : 'Agregar persona'}
      onCancel={onCancel}
    >
      <FormSection title="Datos personales">
        <div className={layout.fullRow}>
          <Select
            label="Tipo de personal"
            name="personnelTypeId"
            required
            placeholder={options.status === 'loading' ? 'Cargando tipos…' : 'Seleccione el tipo'}
            disabled={!ready}
            options={types.map((type) => ({ value: String(type.id), label: type.name }))}
            value={values.personnelTypeId}
            error={errors.personnelTypeId}
            hint="Portero, limpieza, mantenimiento…"
            onChange={(personnelTypeId) => {
              setValue('personnelTypeId', personnelTypeId);
              touch('personnelTypeId');
            }}
          />
        </div>
        <TextField label="Nombre" {...form.field('name')} required maxLength={80} />
        <TextField label="Apellido" {...form.field('lastName')} required maxLength={80} />
        <CIField {...form.field('identity')} required />
      </FormSection>
      <FormSection title="Contacto">
        <PhoneField {...form.field('phone')} />
        <EmailField {...form.field('email')} hint="Opcional." />
      </FormSection>
      <FormSection
        title="Jornada"
        description="El horario y los días de trabajo: con ellos el horario calcula las horas previstas y las extra."
      >
        <TimeInput label="Hora de entrada" {...form.field('workdayStart')} hint="hh:mm, por ejemplo 08:00." />
        <TimeInput label="Hora de salida" {...form.field('workdayEnd')} hint="hh:mm, por ejemplo 16:00." />
        <div className={layout.fullRow}>
          <Field label="Días de trabajo" kind="group" required error={errors.workdays}>
            {(wiring) => (
              // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring a second visible legend
              <div
                role="group"
                aria-labelledby={fieldLabelId(wiring.id)}
                aria-describedby={wiring['aria-describedby']}
                aria-invalid={wiring['aria-invalid']}
                // A failed submit moves the focus to the first invalid field: here, the group that names the problem.
                tabIndex={-1}
                className={styles.workdays}
              >
                {weekDays.map((day) => (
                  <Checkbox
                    key={day.letter}
                    label={day.name}
                    name="workdays"
                    value={day.letter}
                    checked={values.workdays.includes(day.letter)}
                    onChange={(works) => {
                      setValue('workdays', toggleWorkday(values.workdays, day.letter, works));
                      touch('workdays');
                    }}
                  />
                ))}
              </div>
            )}
          </Field>
        </div>
      </FormSection>
    </RecordEditor>
  );
}
