import { EmployeeForm } from '@horizontal/screens';
import { api } from '../../../api';
import { useRecordForm } from '../../../pages/record-form';
import { optionsState, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadEmployees, loadRoles } from './loaders';

/**
 * /empleados/nuevo (POST /employees/create: the server gives the employee a user and e-mails a temporary
 * password) and /empleados/modificar?id= (PUT /employees/update).
 */
export default function EmployeeFormPage() {
  const { companyId } = useWorkScope();
  const form = useRecordForm({
    base: '/empleados',
    key: `employees-${companyId}`,
    missing: 'No encontramos ese empleado.',
    load: () => loadEmployees(companyId),
  });
  const [options, reloadOptions] = useRemote(async () => {
    const [roles, buildings] = await Promise.all([loadRoles(companyId), api.general.buildings(companyId)]);
    if (!roles.ok) return roles;
    if (!buildings.ok) return buildings;
    return { ok: true, value: { roles: roles.value.roles, buildings: buildings.buildings } };
  }, `employee-options-${companyId}`);
  return (
    <EmployeeForm
      key={form.formKey}
      {...form.screen}
      options={optionsState(options)}
      onSubmit={(values) =>
        form.record
          ? api.employees.update({ ...values, id: form.record.id })
          : api.employees.create({ ...values, companyId })
      }
      onSaved={(values) =>
        form.saved(
          form.record
            ? `Se guardó el empleado ${values.name}.`
            : `Se creó el empleado ${values.name}: le enviamos por correo su contraseña temporal.`,
        )
      }
      onRetry={() => {
        void reloadOptions();
        void form.reload();
      }}
    />
  );
}
