import { type Employee, employeeMessages } from '@horizontal/domain';
import { DateInput, TextField } from '@horizontal/ui';
import { AccessFields, TemporaryPasswordNotice } from '../../shared/AccessFields';
import { RecordEditor } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import { PersonFields } from '../../shared/PersonFields';
import type { EmployeeFormProps } from './EmployeeForm';
import { draftOf, type EmployeeDraft, type EmployeeValues, POSITION_MAX, toValues, validate } from './employee-form';

export type EditorProps = Omit<EmployeeFormProps, 'state' | 'onEdit'> & { employee: Employee | null };

/** Creates an employee (who gets a temporary password by e-mail) or modifies one. */
export function EmployeeEditor({
  employee,
  options,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
  onRetry,
}: EditorProps) {
  const ready = options.status === 'ready';
  const form = useSavingForm<EmployeeDraft, EmployeeValues>({
    fieldOf: (message) => (message === employeeMessages.emailTaken ? 'email' : undefined),
    initial: draftOf(employee),
    validate,
    toRequest: toValues,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, setValue } = form;
  const title = employee ? 'Modificar empleado' : 'Nuevo empleado';

  return (
    <RecordEditor
      form={form}
      title={title}
      description={employee ? employee.name : 'Dé acceso a Horizontal a una persona de la administradora.'}
      options={{ state: options, unavailable: 'No se pudieron cargar los perfiles y los complejos', onRetry }}
      notice={!employee && <TemporaryPasswordNotice person="El empleado" />}
      submitLabel={employee ? 'Guardar cambios' : 'Crear empleado'}
      onCancel={onCancel}
    >
      <PersonFields form={form} />
      <FormSection title="Trabajo">
        <TextField
          label="Cargo"
          {...form.field('position')}
          maxLength={POSITION_MAX}
          hint="Opcional, por ejemplo Portero nocturno."
        />
        <DateInput
          label="Fecha de ingreso"
          name="hiredOn"
          value={values.hiredOn}
          onChange={(hiredOn) => setValue('hiredOn', hiredOn)}
        />
      </FormSection>
      <AccessFields
        form={form}
        disabled={!ready}
        role={{
          label: 'Perfil',
          placeholder: options.status === 'loading' ? 'Cargando perfiles…' : 'Seleccione el perfil',
          hint: 'Define los módulos y las pantallas que verá.',
          options: ready ? options.roles : [],
        }}
        buildings={{
          label: 'Complejos en los que trabaja',
          hint: 'Puede elegir varios.',
          options: ready ? options.buildings : [],
        }}
      />
    </RecordEditor>
  );
}
