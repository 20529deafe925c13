import { api } from '../../../api';
import { fieldOf } from '../../../pages/useRemote';

/** The administradora's profiles and the catalog of modules and screens a profile can be given. */
export const loadRoles = async (companyId: number) => {
  const answer = await api.roles.findAll(companyId);
  return answer.ok ? { ok: true as const, value: { roles: answer.roles, modules: answer.modules } } : answer;
};

export const loadEmployees = (companyId: number) => fieldOf(api.employees.findAll(companyId), 'employees');
