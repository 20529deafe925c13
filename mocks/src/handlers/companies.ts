import { companyMessages, contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { conflict, MockError, messages, notFound } from './guards';
import { mockCall } from './mock-call';

const calls = contract.companies;
const missing = messages.companyNotFound;

const checkRut = (rut: string, id?: number) => {
  if (db.companies.some((company) => company.rut === rut && company.id !== id)) {
    throw conflict(companyMessages.rutTaken);
  }
};

/** As the server: a new logo is an image the mock storage holds (the server reads its first bytes too). */
const checkLogo = (logo: string | null, current?: string | null) => {
  if (logo === null || logo === current) return;
  if (!db.files.get(logo)?.type.startsWith('image/')) throw new MockError(400, companyMessages.logoNotUploaded);
};

/** Master only (mockCall refuses anyone else). */
export const companiesHandlers = [
  mockCall(calls.findAll, () => ({ message: 'OK', companies: db.companies })),

  mockCall(calls.create, ({ body }) => {
    checkRut(body.rut);
    checkLogo(body.logo);
    const company = { id: nextId(db.companies), ...body };
    db.companies.push(company);
    return { message: companyMessages.created, company };
  }),

  mockCall(calls.update, ({ body }) => {
    const index = db.companies.findIndex((company) => company.id === body.id);
    if (index < 0) throw notFound(missing);
    checkRut(body.rut, body.id);
    checkLogo(body.logo, db.companies[index]!.logo);
    const company = { ...db.companies[index]!, ...body };
    db.companies[index] = company;
    return { message: companyMessages.updated, company };
  }),

  mockCall(calls.delete, ({ params }) => {
    const company = db.companies.find((candidate) => candidate.id === params.id);
    if (!company) throw notFound(missing);
    const complejos = db.buildings.filter((building) => building.companyId === params.id).length;
    const users = db.users.filter((account) => account.user.company?.id === params.id).length;
    if (complejos + users > 0) throw conflict(companyMessages.hasChildren(company.name, complejos, users));
    db.companies = db.companies.filter((company) => company.id !== params.id);
    return { message: companyMessages.deleted };
  }),
];
