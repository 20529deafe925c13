import { contract } from '@horizontal/domain';
import { db, nextId } from '../db';
import { conflict, notFound } from './guards';
import { mockCall } from './mock-call';

const calls = contract.companies;
const missing = 'La administradora no existe.';

const checkRut = (rut: string, id?: number) => {
  if (db.companies.some((company) => company.rut === rut && company.id !== id)) {
    throw conflict('Ya existe una administradora con ese RUT.');
  }
};

/** Master only (mockCall refuses anyone else). */
export const companiesHandlers = [
  mockCall(calls.findAll, () => ({ message: 'OK', companies: db.companies })),

  mockCall(calls.create, ({ body }) => {
    checkRut(body.rut);
    const company = { id: nextId(db.companies), ...body };
    db.companies.push(company);
    return { message: 'Administradora creada.', company };
  }),

  mockCall(calls.update, ({ body }) => {
    const index = db.companies.findIndex((company) => company.id === body.id);
    if (index < 0) throw notFound(missing);
    checkRut(body.rut, body.id);
    const company = { ...db.companies[index]!, ...body };
    db.companies[index] = company;
    return { message: 'Administradora actualizada.', company };
  }),

  mockCall(calls.delete, ({ params }) => {
    if (!db.companies.some((company) => company.id === params.id)) throw notFound(missing);
    if (db.buildings.some((building) => building.companyId === params.id)) {
      throw conflict('No se puede eliminar: la administradora tiene complejos. Elimínelos primero.');
    }
    db.companies = db.companies.filter((company) => company.id !== params.id);
    return { message: 'Administradora eliminada.' };
  }),
];
