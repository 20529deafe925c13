import {
  addDays,
  contract,
  grantsOf,
  isAdministratorRole,
  isMaster,
  uploadMessages,
  uploadRefusalOf,
} from '@horizontal/domain';
import { HttpResponse, http } from 'msw';
import { db } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { at, mockToday } from '../fixtures/clock';
import { frequencies, personnelTypes, referenceData } from '../fixtures/reference';
import { buildingOf, MockError, reachesCompany } from './guards';
import { mockCall } from './mock-call';

const calls = contract.general;

/** Where the mock storage lives: the same origin as the API, so it works in the browser and in Node alike. */
export const storagePath = '/mock-storage/';
export const storageUrl = (request: Request, key: string) =>
  `${new URL(request.url).origin}${storagePath}${encodeURIComponent(key)}`;

export const generalHandlers = [
  mockCall(calls.data, () => ({ message: 'OK', ...referenceData })),

  mockCall(calls.companies, ({ params }) => ({
    message: 'OK',
    companies: db.companies
      .filter((company) => params.id === 0 || company.id === params.id)
      .map(({ id, name }) => ({ id, name })),
  })),

  mockCall(calls.buildings, ({ params }) => ({
    message: 'OK',
    buildings: db.buildings
      .filter((building) => building.companyId === params.id)
      .map(({ id, name, companyId }) => ({ id, name, companyId })),
  })),

  mockCall(calls.roles, ({ params, user }) => ({
    message: 'OK',
    roles: db.roles
      .filter(
        (role) =>
          (role.companyId === params.id && user && reachesCompany(user, params.id)) || isAdministratorRole(role),
      )
      .map(({ id, name, description }) => ({ id, name, description })),
  })),

  mockCall(calls.apartments, ({ params, user }) => {
    buildingOf(user, params.buildingId);
    return {
      message: 'OK',
      apartments: db.apartments
        .filter((apartment) => apartment.buildingId === params.buildingId)
        .map((apartment) => ({
          id: apartment.id,
          name: apartmentLabel(apartment),
          number: apartment.number,
          tower: apartment.tower,
        })),
    };
  }),

  mockCall(calls.commonAreas, ({ params }) => ({
    message: 'OK',
    commonAreas: db.commonAreas
      .filter((area) => area.buildingId === params.id && area.status === 'activo')
      .map(({ id, name }) => ({ id, name })),
  })),

  mockCall(calls.frequency, () => ({ message: 'OK', frequency: frequencies })),

  mockCall(calls.personnelType, () => ({ message: 'OK', personnelType: personnelTypes })),

  mockCall(calls.getSignedUrl, ({ body, user, request }) => {
    const refusal = uploadRefusalOf(body, isMaster(user) ? null : grantsOf(user));
    if (refusal) throw new MockError(refusal === uploadMessages.notAllowed ? 403 : 400, refusal);
    const company = user.company?.id ?? 0;
    const safeName = body.fileName.replace(/[^\w.-]+/g, '-');
    const key = `c${company}/${body.folder}/${db.files.size + 1}-${safeName}`;
    return {
      message: 'OK',
      url: storageUrl(request, key),
      method: 'PUT' as const,
      headers: { 'content-type': body.contentType },
      key,
      expiresAt: at(addDays(mockToday, 1)),
    };
  }),
];

/**
 * The object storage the signed URLs point at (SPEC §7: files travel straight between the browser and the
 * bucket). Not calls of the contract: no x-system, no x-token, as with the real bucket.
 */
export const storageHandlers = [
  http.put(`*${storagePath}:key`, async ({ request, params }) => {
    const key = decodeURIComponent(String(params.key));
    const bytes = await request.arrayBuffer();
    db.files.set(key, new Blob([bytes], { type: request.headers.get('content-type') ?? 'application/octet-stream' }));
    return new HttpResponse(null, { status: 200 });
  }),
  http.get(`*${storagePath}:key`, ({ params }) => {
    const key = decodeURIComponent(String(params.key));
    const stored = db.files.get(key);
    if (stored) return new HttpResponse(stored, { headers: { 'content-type': stored.type } });
    // Seeded documents were never uploaded: answer a small text file that names them, as a placeholder.
    if (!key.includes('/')) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(`Archivo de demostración: ${key}\n`, { headers: { 'content-type': 'text/plain' } });
  }),
];
