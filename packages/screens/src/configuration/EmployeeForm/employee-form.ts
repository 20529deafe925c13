import {
  type CalendarDate,
  type Employee,
  type EmployeeCreate,
  parseIsoDate,
  toIsoDate,
  validateCi,
  validatePhone,
} from '@horizontal/domain';
import { checkEmail, onlyProblems, validatePersonName } from '../../shared/forms';

/**
 * What the form sends: the create body but the administradora, which the app adds (for an update, the record's id
 * instead). The body lets the position and the date of hire default ('' and null); the form always sends them.
 */
export type EmployeeValues = Required<Omit<EmployeeCreate, 'companyId'>>;

export const POSITION_MAX = 80;

/** The fields as edited: the date as a calendar day, the profile and the complejos as option values. */
export type EmployeeDraft = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  position: string;
  hiredOn: CalendarDate | null;
  roleId: string;
  buildingIds: string[];
};

/** An ISO date as the calendar day it names; none for a missing or unreadable one. */
export const dateOf = (iso: string | null): CalendarDate | null => {
  if (!iso) return null;
  const parsed = parseIsoDate(iso);
  return parsed.ok ? parsed.value : null;
};

export const draftOf = (employee: Employee | null): EmployeeDraft => ({
  name: employee?.name ?? '',
  identity: employee?.identity ?? '',
  email: employee?.email ?? '',
  phone: employee?.phone ?? '',
  position: employee?.position ?? '',
  hiredOn: dateOf(employee?.hiredOn ?? null),
  roleId: employee ? String(employee.roleId) : '',
  buildingIds: employee ? employee.buildings.map((building) => String(building.id)) : [],
});

export const validate = (form: EmployeeDraft) =>
  onlyProblems<EmployeeDraft>({
    name: validatePersonName(form.name),
    identity: validateCi(form.identity),
    email: checkEmail(form.email),
    phone: validatePhone(form.phone),
    position: form.position.trim().length > POSITION_MAX ? `El cargo admite hasta ${POSITION_MAX} caracteres.` : null,
    hiredOn: null,
    roleId: form.roleId === '' ? 'Seleccione el perfil del empleado.' : null,
    // The spec's own words for a missing complejo.
    buildingIds: form.buildingIds.length === 0 ? '¡Debe seleccionar un complejo!' : null,
  });

export const toValues = (form: EmployeeDraft): EmployeeValues => ({
  name: form.name.trim(),
  identity: form.identity,
  email: form.email.trim(),
  phone: form.phone,
  position: form.position.trim(),
  hiredOn: form.hiredOn ? toIsoDate(form.hiredOn) : null,
  roleId: Number(form.roleId),
  buildingIds: form.buildingIds.map(Number),
});
