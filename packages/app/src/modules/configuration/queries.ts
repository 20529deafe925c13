import { api } from '../../api';
import { listQuery } from '../../data/lists';
import { companyScope } from '../../data/shared';

/** The administradora's profiles (with the catalog of modules and screens they can hold) and staff. */
export const configurationQueries = {
  /** One call brings the profiles (`roles`, the rows its writes change) and the catalog (`modules`). */
  roles: (companyId: number) =>
    listQuery([...companyScope(companyId), 'roles'], () => api.roles.findAll(companyId), 'roles'),
  employees: (companyId: number) =>
    listQuery([...companyScope(companyId), 'employees'], () => api.employees.findAll(companyId), 'employees'),
};
