import type { Report, Shipment, Visit } from '@horizontal/domain';
import {
  contract,
  reportMessages,
  reportStatusLabels,
  reportTransitions,
  shipmentMessages,
  shipmentStatusLabels,
  shipmentTransitions,
  transitionProblem,
  uploadPurposes,
  visitMessages,
  visitStatusLabels,
  visitTransitions,
} from '@horizontal/domain';
import { db, nextId, now } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { mockToday } from '../fixtures/clock';
import { shipmentTypes } from '../fixtures/reference';
import { fullName } from '../fixtures/residents';
import { storageUrl } from './general';
import { badRequest, buildingOf, conflict, notFound, rowOf } from './guards';
import { mayCall, mockCall } from './mock-call';

/* Portería: visits, reports and shipments. `remove` (PUT) hides a row from the lists and keeps the record. */

const unitIn = (buildingId: number, apartmentId: number, foreign: string) => {
  const apartment = db.apartments.find((candidate) => candidate.id === apartmentId);
  if (!apartment || apartment.buildingId !== buildingId) throw conflict(foreign);
  return apartment;
};

/** A row still on the lists: a removed one answers as missing, as the server's does. */
const listedRowOf = <Row extends { id: number; buildingId: number }>(
  user: Parameters<typeof rowOf>[0],
  rows: Row[],
  hidden: Set<number>,
  id: number,
  missing: string,
) => {
  if (hidden.has(id)) throw notFound(missing);
  return rowOf(user, rows, id, missing);
};

const shown = <Row extends { id: number; buildingId: number }>(rows: Row[], hidden: Set<number>, buildingId: number) =>
  rows.filter((row) => row.buildingId === buildingId && !hidden.has(row.id));

/** hh:mm of a moment of now(). */
const clockOf = (moment: string) => moment.slice(11, 16);

const visits = contract.visits;
const visitText = visitMessages;

export const visitsHandlers = [
  mockCall(visits.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      // As the server: the latest day first, each day by its hours.
      visits: shown(db.visits, db.removed.visits, params.id).sort(
        (a, b) =>
          b.date.localeCompare(a.date) ||
          (a.expectedTime ?? a.entryTime ?? '').localeCompare(b.expectedTime ?? b.entryTime ?? '') ||
          b.id - a.id,
      ),
    };
  }),

  mockCall(visits.apartments, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      apartments: db.apartments
        .filter((apartment) => apartment.buildingId === params.id)
        .map((apartment) => ({
          id: apartment.id,
          name: apartmentLabel(apartment),
          number: apartment.number,
          tower: apartment.tower,
          residents: db.residents
            .filter((resident) => resident.status === 'activo')
            .filter((resident) => resident.apartments.some((unit) => unit.id === apartment.id))
            .map(fullName),
        })),
    };
  }),

  /** A visit registered with its entry time is already inside. */
  mockCall(visits.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const apartment = unitIn(body.buildingId, body.apartmentId, visitText.foreignApartment);
    if (body.date < mockToday) throw conflict(visitText.pastDate);
    if (body.entryTime !== null && body.date !== mockToday) throw conflict(visitText.entryNotToday);
    const visit: Visit = {
      id: nextId(db.visits),
      ...body,
      apartment: apartmentLabel(apartment),
      exitTime: null,
      status: body.entryTime === null ? 'esperada' : 'ingresada',
    };
    db.visits.push(visit);
    return { message: visitText.created, visit };
  }),

  mockCall(visits.status, ({ body, user }) => {
    const visit = listedRowOf(user, db.visits, db.removed.visits, body.id, visitText.notFound);
    const problem = transitionProblem(visitTransitions, visitStatusLabels, visit.status, body.status);
    if (problem) throw conflict(problem);
    if (body.status === 'ingresada') visit.entryTime ??= clockOf(now());
    if (body.status === 'finalizada') visit.exitTime = clockOf(now());
    visit.status = body.status;
    return { message: visitText.status, visit };
  }),

  mockCall(visits.remove, ({ body, user }) => {
    db.removed.visits.add(listedRowOf(user, db.visits, db.removed.visits, body.id, visitText.notFound).id);
    return { message: visitText.removed };
  }),
];

const reports = contract.reports;
const reportText = reportMessages;
const photoTypes: readonly string[] = uploadPurposes.reportes.types;

/** As the server checks a photo's key: an image stored through a URL signed for the caller's administradora. */
const isOwnPhoto = (companyId: number, key: string) =>
  key.startsWith(`c${companyId}/`) && photoTypes.includes(db.files.get(key)?.type ?? '');

export const reportsHandlers = [
  mockCall(reports.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      reports: shown(db.reports, db.removed.reports, params.id).sort(
        (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
      ),
    };
  }),

  mockCall(reports.create, ({ body, user, request }) => {
    buildingOf(user, body.buildingId);
    const apartment =
      body.apartmentId === null ? null : unitIn(body.buildingId, body.apartmentId, reportText.foreignApartment);
    if (body.date > mockToday) throw conflict(reportText.futureDate);
    if (!body.photos.every((key) => isOwnPhoto(user.company?.id ?? 0, key))) {
      throw badRequest(reportText.photoMissing);
    }
    const report: Report = {
      id: nextId(db.reports),
      ...body,
      photos: [...new Set(body.photos)],
      photoUrls: [...new Set(body.photos)].map((key) => storageUrl(request, key)),
      apartment: apartment ? apartmentLabel(apartment) : null,
      createdBy: user.name,
      status: 'abierto',
    };
    db.reports.push(report);
    return { message: reportText.created, report };
  }),

  mockCall(reports.status, ({ body, user }) => {
    const report = listedRowOf(user, db.reports, db.removed.reports, body.id, reportText.notFound);
    const problem = transitionProblem(reportTransitions, reportStatusLabels, report.status, body.status);
    if (problem) throw conflict(problem);
    report.status = body.status;
    return { message: reportText.status, report };
  }),

  mockCall(reports.remove, ({ body, user }) => {
    db.removed.reports.add(listedRowOf(user, db.reports, db.removed.reports, body.id, reportText.notFound).id);
    return { message: reportText.removed };
  }),
];

const shipments = contract.shipments;
const shipmentText = shipmentMessages;

export const shipmentsHandlers = [
  mockCall(shipments.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      // As the server: parcels still waiting first, the one waiting longest on top; then the rest, newest first.
      shipments: shown(db.shipments, db.removed.shipments, params.id).sort(
        (a, b) =>
          Number(a.status !== 'recibida') - Number(b.status !== 'recibida') ||
          (a.status === 'recibida' ? a.receivedAt.localeCompare(b.receivedAt) : 0) ||
          b.receivedAt.localeCompare(a.receivedAt) ||
          b.id - a.id,
      ),
    };
  }),

  mockCall(shipments.types, () => ({ message: 'OK', types: shipmentTypes })),

  /** Portería's tile on Inicio, as the server counts it: each figure only for whom may read its list. */
  mockCall(shipments.summary, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      summary: {
        waitingParcels: mayCall(user, shipments.findAll)
          ? shown(db.shipments, db.removed.shipments, params.id).filter((row) => row.status === 'recibida').length
          : null,
        expectedVisits: mayCall(user, visits.findAll)
          ? shown(db.visits, db.removed.visits, params.id).filter(
              (row) => row.date === mockToday && row.status === 'esperada',
            ).length
          : null,
      },
    };
  }),

  mockCall(shipments.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const apartment = unitIn(body.buildingId, body.apartmentId, shipmentText.foreignApartment);
    const type = shipmentTypes.find((candidate) => candidate.id === body.shipmentTypeId) ?? null;
    if (body.shipmentTypeId !== null && !type) throw conflict(shipmentText.unknownType);
    const shipment: Shipment = {
      id: nextId(db.shipments),
      ...body,
      apartment: apartmentLabel(apartment),
      shipmentType: type?.name ?? null,
      receivedAt: now(),
      deliveredAt: null,
      deliveredTo: null,
      status: 'recibida',
    };
    db.shipments.push(shipment);
    return { message: shipmentText.created, shipment };
  }),

  mockCall(shipments.status, ({ body, user }) => {
    const shipment = listedRowOf(user, db.shipments, db.removed.shipments, body.id, shipmentText.notFound);
    const problem = transitionProblem(shipmentTransitions, shipmentStatusLabels, shipment.status, body.status);
    if (problem) throw conflict(problem);
    shipment.status = body.status;
    if (body.status === 'entregada') {
      shipment.deliveredAt = now();
      shipment.deliveredTo = body.deliveredTo;
    }
    return { message: shipmentText.status, shipment };
  }),

  mockCall(shipments.remove, ({ body, user }) => {
    db.removed.shipments.add(listedRowOf(user, db.shipments, db.removed.shipments, body.id, shipmentText.notFound).id);
    return { message: shipmentText.removed };
  }),
];
