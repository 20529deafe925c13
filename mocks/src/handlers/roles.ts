import { contract, roleMessages } from '@horizontal/domain';
import { db, nextId } from '../db';
import { moduleCatalog } from '../fixtures/reference';
import { companyOf, conflict, MockError, notFound, reachesCompany } from './guards';
import { mockCall } from './mock-call';

const calls = contract.roles;

/** The modules and screens of a profile, from the ids the form sends; a screen needs its module. */
const grantsOf = (moduleIds: number[], functionalityIds: number[]) => {
  const modules = moduleCatalog.filter((module) => moduleIds.includes(module.id));
  if (modules.length !== new Set(moduleIds).size) throw new MockError(400, roleMessages.unknownModule);
  const screens = modules.flatMap((module) => module.functionalities);
  const functionalities = screens.filter((screen) => functionalityIds.includes(screen.id));
  if (functionalities.length !== new Set(functionalityIds).size) {
    throw new MockError(400, roleMessages.foreignFunctionality);
  }
  return { modules: modules.map(({ id, name, route }) => ({ id, name, route })), functionalities };
};

/** As the server: a name unique in the administradora, and a shown name none of its profiles (nor a global one) has. */
const checkName = (companyId: number, name: string, description: string, id?: number) => {
  const taken = db.roles.some(
    (role) => role.companyId === companyId && role.name.toLowerCase() === name.toLowerCase() && role.id !== id,
  );
  if (taken) throw conflict(roleMessages.nameTaken(name));
  const shownTwice = db.roles.some(
    (role) =>
      (role.companyId === companyId || role.companyId === null) &&
      role.description.toLowerCase() === description.toLowerCase() &&
      role.id !== id,
  );
  if (shownTwice) throw conflict(roleMessages.descriptionTaken(description));
};

export const rolesHandlers = [
  mockCall(calls.findAll, ({ params, user }) => {
    companyOf(user, params.id);
    return {
      message: 'OK',
      roles: db.roles.filter((role) => role.companyId === params.id),
      modules: moduleCatalog,
    };
  }),

  mockCall(calls.create, ({ body, user }) => {
    companyOf(user, body.companyId);
    checkName(body.companyId, body.name, body.description);
    const role = {
      id: nextId(db.roles),
      companyId: body.companyId,
      name: body.name,
      description: body.description,
      ...grantsOf(body.moduleIds, body.functionalityIds),
    };
    db.roles.push(role);
    return { message: roleMessages.created, role };
  }),

  mockCall(calls.update, ({ body, user }) => {
    const role = db.roles.find((candidate) => candidate.id === body.id);
    if (!role) throw notFound(roleMessages.notFound);
    if (role.companyId === null) throw new MockError(403, roleMessages.global);
    if (!reachesCompany(user, role.companyId)) throw notFound(roleMessages.notFound);
    checkName(role.companyId, body.name, body.description, role.id);
    Object.assign(role, {
      name: body.name,
      description: body.description,
      ...grantsOf(body.moduleIds, body.functionalityIds),
    });
    return { message: roleMessages.updated, role };
  }),
];
