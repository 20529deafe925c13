import type { ActiveStatus, Employee, Role, User } from '@horizontal/domain';
import {
  activeStatusLabels,
  activeTransitions,
  isMasterRole,
  transitionProblem,
  userMessages,
} from '@horizontal/domain';
import { type Account, db, type EmployeeRow, nextId } from '../db';
import { mockTemporaryPassword } from '../fixtures/users';
import { conflict, MockError, messages, notFound } from './guards';

/* Logins shared by users.* (the master's Usuarios) and employees.* (an administradora's staff). */

export const roleOfId = (roleId: number, roles: readonly Role[] = db.roles) => {
  const role = roles.find((candidate) => candidate.id === roleId);
  if (!role) throw new MockError(400, userMessages.unknownRole);
  return role;
};

/** What a login needs to be answered as a user: the session it loads, its profile and its status. */
type Login = Pick<Account, 'user' | 'roleId' | 'status'>;

/**
 * A login as users.* answers it, among the profiles given: the mocks answer from their store, and the stories of
 * the screens show the same rows from the fixtures (`accountFixtures`, `roleFixtures`).
 */
export const userRowOf = (account: Login, roles: readonly Role[]): User => {
  const role = roleOfId(account.roleId, roles);
  return {
    id: account.user.id,
    name: account.user.name,
    identity: account.user.identity,
    email: account.user.email,
    phone: account.user.phone,
    roleId: role.id,
    companyId: account.user.company?.id ?? null,
    status: account.status,
    role: { id: role.id, name: role.name, description: role.description },
    company: account.user.company,
    buildings: account.user.buildings,
  };
};

/** A staff member as employees.* answers it: what the administradora keeps, with its login's data. */
export const employeeRowOf = (employee: EmployeeRow, accounts: readonly Login[], roles: readonly Role[]): Employee => {
  const account = accounts.find((candidate) => candidate.user.id === employee.userId)!;
  const user = userRowOf(account, roles);
  return {
    ...employee,
    name: user.name,
    identity: user.identity,
    email: user.email,
    phone: user.phone,
    roleId: user.roleId,
    role: user.role,
    buildings: user.buildings,
    status: user.status,
  };
};

export const userOf = (account: Account): User => userRowOf(account, db.roles);

export const employeeOf = (employee: EmployeeRow): Employee => employeeRowOf(employee, db.users, db.roles);

export type LoginFields = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  roleId: number;
  companyId: number | null;
  buildingIds: number[];
};

/** How users.* and employees.* word the same refusal (their contract's messages). */
export type LoginWording = { emailTaken: string; foreignBuilding: string };

export const checkEmailFree = (email: string, wording: LoginWording, id?: number) => {
  const others = db.users.filter((account) => account.user.id !== id);
  if (others.some((account) => account.user.email === email.toLowerCase())) throw conflict(wording.emailTaken);
};

/** The session-user parts a login's fields decide: its administradora and complejos, checked as the server does. */
const placeOf = (fields: LoginFields, wording: LoginWording) => {
  const role = roleOfId(fields.roleId);
  const buildingIds = [...new Set(fields.buildingIds)];
  if (isMasterRole(role)) {
    if (fields.companyId !== null || buildingIds.length > 0) throw new MockError(400, userMessages.masterHasNoCompany);
    return { company: null, buildings: [] };
  }
  if (fields.companyId === null) throw new MockError(400, userMessages.companyRequired);
  const company = db.companies.find((candidate) => candidate.id === fields.companyId);
  if (!company) throw notFound(messages.companyNotFound);
  if (role.companyId !== null && role.companyId !== fields.companyId) {
    throw new MockError(400, userMessages.roleOfOtherCompany);
  }
  const buildings = buildingIds.map((buildingId) => {
    const building = db.buildings.find((candidate) => candidate.id === buildingId);
    if (!building || building.companyId !== fields.companyId) throw new MockError(400, wording.foreignBuilding);
    return { id: building.id, name: building.name };
  });
  return { company: { id: company.id, name: company.name }, buildings };
};

/** A new login gets a temporary password by e-mail and must change it (indCreated). */
export const createAccount = (fields: LoginFields, wording: LoginWording = userMessages): Account => {
  checkEmailFree(fields.email, wording);
  const place = placeOf(fields, wording);
  const account: Account = {
    password: mockTemporaryPassword,
    roleId: fields.roleId,
    status: 'activo',
    user: {
      id: nextId(db.users.map((candidate) => candidate.user)),
      name: fields.name,
      email: fields.email.toLowerCase(),
      identity: fields.identity,
      phone: fields.phone,
      logo: null,
      indCreated: true,
      role: { name: '', description: '' },
      modules: [],
      functionalities: [],
      notifications: [],
      ...place,
    },
  };
  db.users.push(account);
  return account;
};

export const updateAccount = (account: Account, fields: LoginFields, wording: LoginWording = userMessages) => {
  checkEmailFree(fields.email, wording, account.user.id);
  const place = placeOf(fields, wording);
  account.roleId = fields.roleId;
  account.user = {
    ...account.user,
    name: fields.name,
    email: fields.email.toLowerCase(),
    identity: fields.identity,
    phone: fields.phone,
    ...place,
  };
};

export const changeAccountStatus = (account: Account, status: ActiveStatus) => {
  const problem = transitionProblem(activeTransitions, activeStatusLabels, account.status, status);
  if (problem) throw conflict(problem);
  account.status = status;
};

/** The master's «Enviar contraseña temporal»: the mock's known temporary password, its sessions closed. */
export const resetToTemporaryPassword = (account: Account) => {
  account.password = mockTemporaryPassword;
  account.user.indCreated = true;
  for (const [token, userId] of db.sessions) if (userId === account.user.id) db.sessions.delete(token);
};
