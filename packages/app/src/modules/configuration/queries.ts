import { api } from '../../api';
import { answerQuery, listQuery } from '../../data/lists';
import { companyScope } from '../../data/shared';

/** The administradora's profiles (with the catalog of modules and screens they can hold) and staff. */
export const configurationQueries = {
  roles: (companyId: number) => answerQuery([...companyScope(companyId), 'roles'], () => api.roles.findAll(companyId)),
  employees: (companyId: number) =>
    listQuery([...companyScope(companyId), 'employees'], () => api.employees.findAll(companyId), 'employees'),
};
