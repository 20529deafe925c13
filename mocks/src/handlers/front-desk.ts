import type { Report, Shipment, Visit } from '@horizontal/domain';
import {
  contract,
  reportStatusLabels,
  reportTransitions,
  shipmentStatusLabels,
  shipmentTransitions,
  transitionProblem,
  visitStatusLabels,
  visitTransitions,
} from '@horizontal/domain';
import { db, nextId, now } from '../db';
import { apartmentLabel } from '../fixtures/apartments';
import { shipmentTypes } from '../fixtures/reference';
import { fullName } from '../fixtures/residents';
import { buildingOf, conflict, rowOf } from './guards';
import { mockCall } from './mock-call';

/* Portería: visits, reports and shipments. `remove` (PUT) hides a row from the lists and keeps the record. */

const unitIn = (buildingId: number, apartmentId: number) => {
  const apartment = db.apartments.find((candidate) => candidate.id === apartmentId);
  if (!apartment || apartment.buildingId !== buildingId)
    throw conflict('El apartamento elegido no es de ese complejo.');
  return apartment;
};

const shown = <Row extends { id: number; buildingId: number }>(rows: Row[], hidden: Set<number>, buildingId: number) =>
  rows.filter((row) => row.buildingId === buildingId && !hidden.has(row.id));

/** hh:mm of a moment of now(). */
const clockOf = (moment: string) => moment.slice(11, 16);

const visits = contract.visits;
const missingVisit = 'La visita no existe o no tiene acceso a ella.';

export const visitsHandlers = [
  mockCall(visits.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      visits: shown(db.visits, db.removed.visits, params.id).sort(
        (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
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
    const apartment = unitIn(body.buildingId, body.apartmentId);
    const visit: Visit = {
      id: nextId(db.visits),
      ...body,
      apartment: apartmentLabel(apartment),
      exitTime: null,
      status: body.entryTime === null ? 'esperada' : 'ingresada',
    };
    db.visits.push(visit);
    return { message: 'Visita registrada.', visit };
  }),

  mockCall(visits.status, ({ body, user }) => {
    const visit = rowOf(user, db.visits, body.id, missingVisit);
    const problem = transitionProblem(visitTransitions, visitStatusLabels, visit.status, body.status);
    if (problem) throw conflict(problem);
    if (body.status === 'ingresada') visit.entryTime ??= clockOf(now());
    if (body.status === 'finalizada') visit.exitTime = clockOf(now());
    visit.status = body.status;
    return { message: 'Estado actualizado.', visit };
  }),

  mockCall(visits.remove, ({ body, user }) => {
    db.removed.visits.add(rowOf(user, db.visits, body.id, missingVisit).id);
    return { message: 'Visita quitada de la lista.' };
  }),
];

const reports = contract.reports;
const missingReport = 'El reporte no existe o no tiene acceso a él.';

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

  mockCall(reports.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const apartment = body.apartmentId === null ? null : unitIn(body.buildingId, body.apartmentId);
    const report: Report = {
      id: nextId(db.reports),
      ...body,
      apartment: apartment ? apartmentLabel(apartment) : null,
      createdBy: user.name,
      status: 'abierto',
    };
    db.reports.push(report);
    return { message: 'Reporte registrado.', report };
  }),

  mockCall(reports.status, ({ body, user }) => {
    const report = rowOf(user, db.reports, body.id, missingReport);
    const problem = transitionProblem(reportTransitions, reportStatusLabels, report.status, body.status);
    if (problem) throw conflict(problem);
    report.status = body.status;
    return { message: 'Estado actualizado.', report };
  }),

  mockCall(reports.remove, ({ body, user }) => {
    db.removed.reports.add(rowOf(user, db.reports, body.id, missingReport).id);
    return { message: 'Reporte quitado de la lista.' };
  }),
];

const shipments = contract.shipments;
const missingShipment = 'La encomienda no existe o no tiene acceso a ella.';

export const shipmentsHandlers = [
  mockCall(shipments.findAll, ({ params, user }) => {
    buildingOf(user, params.id);
    return {
      message: 'OK',
      shipments: shown(db.shipments, db.removed.shipments, params.id).sort(
        (a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id,
      ),
    };
  }),

  mockCall(shipments.types, () => ({ message: 'OK', types: shipmentTypes })),

  mockCall(shipments.create, ({ body, user }) => {
    buildingOf(user, body.buildingId);
    const apartment = unitIn(body.buildingId, body.apartmentId);
    const type = shipmentTypes.find((candidate) => candidate.id === body.shipmentTypeId) ?? null;
    if (body.shipmentTypeId !== null && !type) throw conflict('El tipo de encomienda elegido no existe.');
    const shipment: Shipment = {
      id: nextId(db.shipments),
      ...body,
      apartment: apartmentLabel(apartment),
      shipmentType: type?.name ?? null,
      receivedAt: now(),
      deliveredAt: null,
      status: 'recibida',
    };
    db.shipments.push(shipment);
    return { message: 'Encomienda registrada.', shipment };
  }),

  mockCall(shipments.status, ({ body, user }) => {
    const shipment = rowOf(user, db.shipments, body.id, missingShipment);
    const problem = transitionProblem(shipmentTransitions, shipmentStatusLabels, shipment.status, body.status);
    if (problem) throw conflict(problem);
    shipment.status = body.status;
    if (body.status === 'entregada') shipment.deliveredAt = now();
    return { message: 'Estado actualizado.', shipment };
  }),

  mockCall(shipments.remove, ({ body, user }) => {
    db.removed.shipments.add(rowOf(user, db.shipments, body.id, missingShipment).id);
    return { message: 'Encomienda quitada de la lista.' };
  }),
];
