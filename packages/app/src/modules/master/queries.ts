import { api } from '../../api';
import { listQuery } from '../../data/lists';
import { companyScope } from '../../data/shared';

/** The master's lists: administradoras, users, and each administradora's complejos. */
export const masterQueries = {
  companies: () => listQuery(['companies'], () => api.companies.findAll(), 'companies'),
  users: () => listQuery(['users'], () => api.users.findAll(), 'users'),
  buildings: (companyId: number) =>
    listQuery([...companyScope(companyId), 'buildings'], () => api.buildings.findAll(companyId), 'buildings'),
};
