import { type ModuleCatalogEntry, type Role, type RoleCreate, roleCreateSchema } from '@horizontal/domain';
import { onlyProblems, problemOf } from '../../shared/forms';

/**
 * What the form sends: the create body but the administradora, which the app adds (for an update, the record's id
 * instead). The body lets the screens default to none; the form always sends them.
 */
export type RoleValues = Required<Omit<RoleCreate, 'companyId'>>;

const fields = roleCreateSchema.shape;

export const valuesOf = (profile: Role | null): RoleValues => ({
  name: profile?.name ?? '',
  description: profile?.description ?? '',
  moduleIds: profile?.modules.map((module) => module.id) ?? [],
  functionalityIds: profile?.functionalities.map((functionality) => functionality.id) ?? [],
});

/** A module given without any of its screens would appear in the menu empty, so it needs at least one. */
export const moduleWithoutScreens = (modules: readonly ModuleCatalogEntry[], values: RoleValues) =>
  modules.find(
    (module) =>
      values.moduleIds.includes(module.id) &&
      module.functionalities.length > 0 &&
      !module.functionalities.some((functionality) => values.functionalityIds.includes(functionality.id)),
  );

export const validateWith = (modules: readonly ModuleCatalogEntry[]) => (values: RoleValues) => {
  const empty = moduleWithoutScreens(modules, values);
  return onlyProblems<RoleValues>({
    description: problemOf(fields.description, values.description),
    name: problemOf(fields.name, values.name),
    moduleIds: problemOf(fields.moduleIds, values.moduleIds),
    functionalityIds: empty ? `Elija al menos una pantalla de ${empty.name} o quite el módulo.` : null,
  });
};

export const toRequest = (values: RoleValues): RoleValues => ({
  name: values.name.trim(),
  description: values.description.trim(),
  moduleIds: values.moduleIds,
  functionalityIds: values.functionalityIds,
});
