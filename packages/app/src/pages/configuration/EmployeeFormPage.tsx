import { EmployeeForm, type EmployeeFormOptions } from '@horizontal/screens';
import { useToast } from '@horizontal/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { findIn } from '../complejo/loaders';
import { useWorkScope } from '../complejo/scope';
import { formState, recordPath, useScreenMode } from '../screen-mode';
import { useRemote } from '../useRemote';
import { loadEmployees, loadRoles } from './loaders';

const base = '/empleados';

/**
 * /empleados/nuevo (POST /employees/create: the server gives the employee a user and e-mails a temporary
 * password) and /empleados/modificar?id= (PUT /employees/update).
 */
export default function EmployeeFormPage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { mode, id } = useScreenMode();
  const { companyId } = useWorkScope();
  const [options, reloadOptions] = useRemote(async () => {
    const [roles, buildings] = await Promise.all([loadRoles(companyId), api.general.buildings(companyId)]);
    if (!roles.ok) return roles;
    if (!buildings.ok) return buildings;
    return { ok: true, value: { roles: roles.value.roles, buildings: buildings.buildings } };
  }, `employee-options-${companyId}`);
  const [employee, reload] = useRemote(() => findIn(id, () => loadEmployees(companyId)), `employee-${id}`);
  const state = formState(mode, employee, 'No encontramos ese empleado.');
  const record = state.mode !== 'CREATE' && state.status === 'ready' ? state.record : null;
  const formOptions: EmployeeFormOptions = options.status === 'ready' ? { status: 'ready', ...options.value } : options;
  return (
    <EmployeeForm
      key={`${mode}-${id}`}
      state={state}
      options={formOptions}
      onSubmit={(values) =>
        record ? api.employees.update({ ...values, id: record.id }) : api.employees.create({ ...values, companyId })
      }
      onSaved={(values) => {
        toast.show({ message: `Se guardó el empleado ${values.name}.` });
        navigate(`${base}/listado`);
      }}
      onCancel={() => navigate(`${base}/listado`)}
      onEdit={id === null ? undefined : () => navigate(recordPath(base, id))}
      onRetry={() => {
        void reloadOptions();
        void reload();
      }}
    />
  );
}
