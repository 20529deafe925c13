import type { Employee, Option, Role } from '@horizontal/domain';
import {
  type CalendarDate,
  employeeMessages,
  formatDate,
  parseIsoDate,
  toIsoDate,
  validateCi,
  validatePhone,
} from '@horizontal/domain';
import {
  Button,
  Card,
  DateInput,
  DescriptionList,
  InlineAlert,
  MultiSelect,
  Select,
  StatusBadge,
  TextField,
} from '@horizontal/ui';
import { FormActions } from '../../shared/FormActions';
import { FormScreen, OptionsUnavailable, RecordForm } from '../../shared/FormScreen';
import { FormSection } from '../../shared/FormSection';
import {
  type ActionResult,
  checkEmail,
  type FormState,
  onlyProblems,
  useSavingForm,
  validatePersonName,
} from '../../shared/forms';
import { activeStatusBadges } from '../../shared/labels';
import * as layout from '../../shared/layout.css';
import { PersonCard, PersonFields } from '../../shared/PersonFields';
import type { EmployeeValues } from '../types';

export type EmployeeFormOptions =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; roles: readonly Role[]; buildings: readonly Option[] };

export type EmployeeFormProps = {
  state: FormState<Employee>;
  /** The administradora's profiles (GET /roles/findall/{id}) and complejos. */
  options: EmployeeFormOptions;
  /** POST /employees/create in CREATE mode (the app adds companyId), PUT /employees/update in MODIFY mode. */
  onSubmit: (values: EmployeeValues) => Promise<ActionResult>;
  onSaved: (values: EmployeeValues) => void;
  onCancel: () => void;
  onEdit?: () => void;
  onRetry?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const POSITION_MAX = 80;

type Form = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  position: string;
  hiredOn: CalendarDate | null;
  roleId: string;
  buildingIds: string[];
};

const validate = (form: Form) =>
  onlyProblems<Form>({
    name: validatePersonName(form.name),
    identity: validateCi(form.identity),
    email: checkEmail(form.email),
    phone: validatePhone(form.phone),
    position: form.position.trim().length > POSITION_MAX ? `El cargo admite hasta ${POSITION_MAX} caracteres.` : null,
    hiredOn: null,
    roleId: form.roleId === '' ? 'Seleccione el perfil del empleado.' : null,
    // The spec's own words for a missing complejo.
    buildingIds: form.buildingIds.length === 0 ? '¡Debe seleccionar un complejo!' : null,
  });

const toValues = (form: Form): EmployeeValues => ({
  name: form.name.trim(),
  identity: form.identity,
  email: form.email.trim(),
  phone: form.phone,
  position: form.position.trim(),
  hiredOn: form.hiredOn ? toIsoDate(form.hiredOn) : null,
  roleId: Number(form.roleId),
  buildingIds: form.buildingIds.map(Number),
});

const dateOf = (iso: string | null): CalendarDate | null => {
  if (!iso) return null;
  const parsed = parseIsoDate(iso);
  return parsed.ok ? parsed.value : null;
};

type EditorProps = Omit<EmployeeFormProps, 'state' | 'onEdit'> & { employee: Employee | null };

function EmployeeEditor({ employee, options, onSubmit, onSaved, onCancel, onDirtyChange, onRetry }: EditorProps) {
  const ready = options.status === 'ready';
  const form = useSavingForm<Form, EmployeeValues>({
    fieldOf: (message) => (message === employeeMessages.emailTaken ? 'email' : undefined),
    initial: {
      name: employee?.name ?? '',
      identity: employee?.identity ?? '',
      email: employee?.email ?? '',
      phone: employee?.phone ?? '',
      position: employee?.position ?? '',
      hiredOn: dateOf(employee?.hiredOn ?? null),
      roleId: employee ? String(employee.roleId) : '',
      buildingIds: employee ? employee.buildings.map((building) => String(building.id)) : [],
    },
    validate,
    toRequest: toValues,
    onSubmit,
    onSaved,
    onDirtyChange,
  });
  const { values, errors, setValue, touch } = form;
  const buildingOptions = ready
    ? options.buildings.map((building) => ({ value: String(building.id), label: building.name }))
    : [];
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
        <FormSection title="Acceso">
          <Select
            label="Perfil"
            name="roleId"
            required
            hint="Define los módulos y las pantallas que verá."
            placeholder={options.status === 'loading' ? 'Cargando perfiles…' : 'Seleccione el perfil'}
            disabled={!ready}
            options={ready ? options.roles.map((role) => ({ value: String(role.id), label: role.description })) : []}
            value={values.roleId}
            error={errors.roleId}
            onChange={(roleId) => {
              setValue('roleId', roleId);
              touch('roleId');
            }}
          />
          <MultiSelect
            label="Complejos en los que trabaja"
            required
            hint="Puede elegir varios."
            disabled={!ready}
            options={buildingOptions}
            value={buildingOptions.filter((option) => values.buildingIds.includes(option.value))}
            error={errors.buildingIds}
            onChange={(chosen) => {
              setValue(
                'buildingIds',
                chosen.map((option) => option.value),
              );
              touch('buildingIds');
            }}
          />
        </FormSection>
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

function EmployeeDetail({ employee, onEdit }: { employee: Employee; onEdit?: () => void }) {
  const status = activeStatusBadges[employee.status];
  const hiredOn = dateOf(employee.hiredOn);
  return (
    <FormScreen
      title={employee.name}
      description="Empleado"
      meta={<StatusBadge label={status.label} tone={status.tone} />}
      actions={onEdit && <Button onClick={onEdit}>Modificar</Button>}
    >
      <PersonCard person={employee} />
      <Card title="Trabajo y acceso">
        <DescriptionList
          items={[
            { term: 'Cargo', description: employee.position || 'Sin especificar' },
            { term: 'Fecha de ingreso', description: hiredOn ? formatDate(hiredOn) : 'Sin datos' },
            { term: 'Perfil', description: employee.role.description },
            { term: 'Complejos', description: employee.buildings.map((building) => building.name).join(', ') },
          ]}
        />
      </Card>
    </FormScreen>
  );
}

/** /empleados/nuevo and /empleados/modificar, and an employee's detail (SPEC §2). */
export function EmployeeForm({ state, onEdit, onRetry, ...editor }: EmployeeFormProps) {
  return (
    <RecordForm
      state={state}
      titles={{ DETAIL: 'Empleado', MODIFY: 'Modificar empleado' }}
      loadingLabel="Cargando el empleado…"
      onRetry={onRetry}
      onBack={editor.onCancel}
      create={() => <EmployeeEditor {...editor} onRetry={onRetry} employee={null} />}
      detail={(employee) => <EmployeeDetail employee={employee} onEdit={onEdit} />}
      modify={(employee) => <EmployeeEditor key={employee.id} {...editor} onRetry={onRetry} employee={employee} />}
    />
  );
}
