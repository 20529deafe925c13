import { contract } from '@horizontal/domain';
import { EmployeesList } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../api';
import { useListView } from '../../../data/list-view';
import { useListWrites } from '../../../data/lists';
import { remoteOf, retryFailed } from '../../../data/remote';
import { companyScope } from '../../../data/shared';
import { recordPath } from '../../../pages/screen-mode';
import { useSheetOwners, useWorkScope } from '../../../pages/work-scope';
import { useSignedInUser } from '../../../session/SessionProvider';
import { useCan } from '../../../session/useCan';
import { configurationQueries } from '../queries';

const base = '/empleados';

/**
 * /empleados/listado (GET /employees/findall/{administradora}, PUT /employees/status). Each write is offered only
 * when the profile may make it, and the signed-in user's own row never offers a status change (the server refuses
 * it: employeeMessages.ownStatus).
 */
export default function EmployeesListPage() {
  const listView = useListView();
  const sheetOwner = useSheetOwners().company;
  const navigate = useNavigate();
  const can = useCan();
  const user = useSignedInUser();
  const { companyId } = useWorkScope();
  const list = configurationQueries.employees(companyId);
  const employees = useQuery(list);
  const writes = useListWrites(list, companyScope(companyId));
  return (
    <EmployeesList
      {...listView}
      state={remoteOf(employees)}
      sheetOwner={sheetOwner}
      onRetry={() => retryFailed(employees)}
      onCreate={can(contract.employees.create) ? () => navigate(`${base}/nuevo`) : undefined}
      onView={(employee) => navigate(recordPath(base, employee.id, true))}
      viewHref={(employee) => recordPath(base, employee.id, true)}
      onEdit={can(contract.employees.update) ? (employee) => navigate(recordPath(base, employee.id)) : undefined}
      onStatusChange={
        can(contract.employees.status)
          ? (employee, status) => writes.replaced(api.employees.status({ id: employee.id, status }), 'employee')
          : undefined
      }
      signedInUserId={user.id}
    />
  );
}
