import { roleNames, type User, type UserCreate, type UserRole, validateCi, validatePhone } from '@horizontal/domain';
import { checkEmail, onlyProblems, validatePersonName } from '../../shared/forms';

/**
 * What the form sends: the whole create body. The body lets the administradora and the complejos default to none
 * (null, []); the form always names them, none only for a master.
 */
export type UserValues = Required<UserCreate>;

/** The fields as edited: the role, the administradora and the complejos as option values. */
export type UserDraft = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  roleId: string;
  companyId: string;
  buildingIds: string[];
};

export const draftOf = (user: User | null): UserDraft => ({
  name: user?.name ?? '',
  identity: user?.identity ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  roleId: user ? String(user.roleId) : '',
  companyId: user?.companyId ? String(user.companyId) : '',
  buildingIds: user ? user.buildings.map((building) => String(building.id)) : [],
});

/** The master works across administradoras; every other role belongs to one and to some of its complejos. */
export const isMasterRole = (roles: readonly UserRole[], roleId: string) =>
  roles.find((role) => String(role.id) === roleId)?.name === roleNames.master;

export const validateWith = (roles: readonly UserRole[]) => (form: UserDraft) => {
  const master = isMasterRole(roles, form.roleId);
  return onlyProblems<UserDraft>({
    name: validatePersonName(form.name),
    identity: validateCi(form.identity),
    email: checkEmail(form.email),
    phone: validatePhone(form.phone),
    roleId: form.roleId === '' ? 'Seleccione el rol del usuario.' : null,
    companyId: !master && form.companyId === '' ? 'Seleccione la administradora del usuario.' : null,
    // The spec's own words for a missing complejo.
    buildingIds: !master && form.buildingIds.length === 0 ? '¡Debe seleccionar un complejo!' : null,
  });
};

export const toValuesWith =
  (roles: readonly UserRole[]) =>
  (form: UserDraft): UserValues => {
    const master = isMasterRole(roles, form.roleId);
    return {
      name: form.name.trim(),
      identity: form.identity,
      email: form.email.trim(),
      phone: form.phone,
      roleId: Number(form.roleId),
      companyId: master ? null : Number(form.companyId),
      buildingIds: master ? [] : form.buildingIds.map(Number),
    };
  };
