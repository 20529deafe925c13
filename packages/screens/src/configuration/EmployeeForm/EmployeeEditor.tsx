import { type Employee, employeeMessages } from '@horizontal/domain';
import { DateInput, InlineAlert, TextField } from '@horizontal/ui';
import { AccessFields } from '../../shared/AccessFields';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import { useSavingForm } from '../../shared/forms';
import * as layout from '../../shared/layout.css';
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
  const { values, errors, setValue, touch } = form;
  const title = employee ? 'Modificar empleado' : 'Nuevo empleado';

  return (
    <FormScreen
      title={title}
      description={employee ? employee.name : 'Dé acceso a Horizontal a una persona de la administradora.'}
      serverError={form.serverError}
    >
      {options.status === 'error' && (
        <OptionsUnavailable
          title="No se pudieron cargar los perfiles y los complejos"
          message={options.message}
          onRetry={onRetry}
        />
      )}
      {!employee && (
        <InlineAlert tone="info">
          El empleado recibirá por correo una contraseña temporal y deberá cambiarla la primera vez que ingrese.
        </InlineAlert>
      )}
      <form ref={form.formRef} className={layout.form} onSubmit={form.submit} noValidate aria-label={title}>
        <PersonFields form={form} />
        <FormSection title="Trabajo">
          <TextField
            label="Cargo"
            name="position"
            maxLength={POSITION_MAX}
            hint="Opcional, por ejemplo Portero nocturno."
            value={values.position}
            error={errors.position}
            onChange={(position) => setValue('position', position)}
            onBlur={() => touch('position')}
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
        <FormActions
          submitLabel={employee ? 'Guardar cambios' : 'Crear empleado'}
          submitting={form.submitting}
          dirty={form.dirty}
          onCancel={onCancel}
        />
      </form>
    </FormScreen>
  );
}
