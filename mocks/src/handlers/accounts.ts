import type { ActiveStatus, Employee, User } from '@horizontal/domain';
import { activeStatusLabels, activeTransitions, transitionProblem } from '@horizontal/domain';
import { type Account, db, type EmployeeRow, nextId } from '../db';
import { mockTemporaryPassword } from '../fixtures/users';
import { conflict, MockError, notFound } from './guards';

/* Logins shared by users.* (the master's Usuarios) and employees.* (an administradora's staff). */

export const roleOfId = (roleId: number) => {
  const role = db.roles.find((candidate) => candidate.id === roleId);
  if (!role) throw notFound('El perfil no existe.');
  return role;
};

export const userOf = (account: Account): User => {
  const role = roleOfId(account.roleId);
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

export const employeeOf = (employee: EmployeeRow): Employee => {
  const account = db.users.find((candidate) => candidate.user.id === employee.userId)!;
  const user = userOf(account);
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

export type LoginFields = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  roleId: number;
  companyId: number | null;
  buildingIds: number[];
};

const checkUnique = (fields: LoginFields, id?: number) => {
  const others = db.users.filter((account) => account.user.id !== id);
  if (others.some((account) => account.user.email === fields.email.toLowerCase())) {
    throw conflict('Ya existe un usuario con ese correo electrónico.');
  }
  if (others.some((account) => account.user.identity === fields.identity)) {
    throw conflict('Ya existe un usuario con esa cédula.');
  }
};

/** The session-user parts a login's fields decide: its administradora and complejos. */
const placeOf = (fields: LoginFields) => {
  const role = roleOfId(fields.roleId);
  if (fields.companyId === null && role.name !== 'master') {
    throw new MockError(400, 'Seleccione la administradora del usuario.');
  }
  const company = db.companies.find((candidate) => candidate.id === fields.companyId) ?? null;
  if (fields.companyId !== null && !company) throw notFound('La administradora no existe.');
  const buildings = fields.buildingIds.map((buildingId) => {
    const building = db.buildings.find((candidate) => candidate.id === buildingId);
    if (!building || building.companyId !== fields.companyId) {
      throw new MockError(400, 'Los complejos elegidos deben ser de la administradora del usuario.');
    }
    return { id: building.id, name: building.name };
  });
  return { company: company ? { id: company.id, name: company.name } : null, buildings };
};

/** A new login gets a temporary password by e-mail and must change it (indCreated). */
export const createAccount = (fields: LoginFields): Account => {
  checkUnique(fields);
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
      ...placeOf(fields),
    },
  };
  db.users.push(account);
  return account;
};

export const updateAccount = (account: Account, fields: LoginFields) => {
  checkUnique(fields, account.user.id);
  account.roleId = fields.roleId;
  account.user = {
    ...account.user,
    name: fields.name,
    email: fields.email.toLowerCase(),
    identity: fields.identity,
    phone: fields.phone,
    ...placeOf(fields),
  };
};

export const changeAccountStatus = (account: Account, status: ActiveStatus) => {
  const problem = transitionProblem(activeTransitions, activeStatusLabels, account.status, status);
  if (problem) throw conflict(problem);
  account.status = status;
};
