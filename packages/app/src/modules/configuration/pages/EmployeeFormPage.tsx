import { contract } from '@horizontal/domain';
import { EmployeeForm } from '@horizontal/screens';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { remoteOfAll, retryFailed } from '../../../data/remote';
import { companyScope, sharedQueries } from '../../../data/shared';
import { useRecordForm } from '../../../pages/record-form';
import { useWorkScope } from '../../../pages/work-scope';
import { configurationQueries } from '../queries';

/**
 * /empleados/nuevo (POST /employees/create: the server gives the employee a user and e-mails a temporary
 * password) and /empleados/modificar?id= (PUT /employees/update).
 */
export default function EmployeeFormPage() {
  const { companyId } = useWorkScope();
  const form = useRecordForm({
    base: '/empleados',
    list: configurationQueries.employees(companyId),
    update: contract.employees.update,
    scope: companyScope(companyId),
    missing: 'No encontramos ese empleado.',
    history: 'employees',
  });
  const roles = useQuery(configurationQueries.roles(companyId));
  const buildings = useQuery(sharedQueries.companyBuildings(companyId));
  return (
    <EmployeeForm
      key={form.formKey}
      {...form.screen}
      options={remoteOfAll([roles, buildings], () => ({
        roles: roles.data?.roles ?? [],
        buildings: buildings.data?.buildings ?? [],
      }))}
      onSubmit={(values) =>
        form.save(
          {
            create: () => api.employees.create({ ...values, companyId }),
            update: (id) => api.employees.update({ ...values, id }),
          },
          'employee',
        )
      }
      onSaved={() => form.saved()}
      onRetry={() => Promise.all([retryFailed(roles, buildings), form.reload()])}
    />
  );
}
