import { EmployeesList } from '@horizontal/screens';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { recordPath } from '../../../pages/screen-mode';
import { listState, reloadOnOk, useRemote } from '../../../pages/useRemote';
import { useWorkScope } from '../../../pages/work-scope';
import { loadEmployees } from './loaders';

const base = '/empleados';

/** /empleados/listado (GET /employees/findall/{administradora}, PUT /employees/status). */
export default function EmployeesListPage() {
  const navigate = useNavigate();
  const { companyId } = useWorkScope();
  const [employees, reload] = useRemote(() => loadEmployees(companyId), `employees-${companyId}`);
  return (
    <EmployeesList
      state={listState(employees, 'employees')}
      onRetry={reload}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(employee) => navigate(recordPath(base, employee.id, true))}
      onEdit={(employee) => navigate(recordPath(base, employee.id))}
      onStatusChange={(employee, status) => reloadOnOk(reload)(api.employees.status({ id: employee.id, status }))}
    />
  );
}
