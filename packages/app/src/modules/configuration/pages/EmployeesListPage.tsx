import { EmployeesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { companyScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useWorkScope } from '../../../pages/work-scope';
import { configurationQueries } from '../queries';

const base = '/empleados';

/** /empleados/listado (GET /employees/findall/{administradora}, PUT /employees/status). */
export default function EmployeesListPage() {
  const navigate = useNavigate();
  const { companyId } = useWorkScope();
  const list = configurationQueries.employees(companyId);
  const employees = useQuery(list);
  const writes = useListWrites(list, companyScope(companyId));
  return (
    <EmployeesList
      state={remoteOf(employees)}
      onRetry={() => retryFailed(employees)}
      onCreate={() => navigate(`${base}/nuevo`)}
      onView={(employee) => navigate(recordPath(base, employee.id, true))}
      onEdit={(employee) => navigate(recordPath(base, employee.id))}
      onStatusChange={(employee, status) =>
        writes.replaced(api.employees.status({ id: employee.id, status }), 'employee')
      }
    />
  );
}
