import type { Report, Shipment, Visit } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { pendingFirst, todayFirst, waitingFirst } from './order';

const today = '2026-11-20';
let id = 0;

const shipment = (receivedAt: string, status: Shipment['status']): Shipment => {
  id += 1;
  return {
    id,
    buildingId: 1,
    apartmentId: 1,
    apartment: 'Torre A · 101',
    shipmentTypeId: null,
    shipmentType: null,
    recipientName: `Destinatario ${id}`,
    carrier: '',
    description: '',
    receivedAt,
    deliveredAt: null,
    deliveredTo: null,
    status,
  };
};

const visit = (
  date: string,
  status: Visit['status'],
  expectedTime: string | null,
  entryTime: string | null = null,
): Visit => {
  id += 1;
  return {
    id,
    buildingId: 1,
    apartmentId: 1,
    apartment: 'Torre A · 101',
    name: `Visita ${id}`,
    identity: '',
    plate: '',
    date,
    expectedTime,
    entryTime,
    exitTime: null,
    status,
  };
};

const report = (date: string, status: Report['status']): Report => {
  id += 1;
  return {
    id,
    buildingId: 1,
    apartmentId: null,
    apartment: null,
    category: 'otros',
    title: `Reporte ${id}`,
    description: '',
    photos: [],
    photoUrls: [],
    date,
    createdBy: null,
    status,
  };
};

describe('waitingFirst', () => {
  it('puts the parcels still at the desk first, oldest first, then the rest newest first', () => {
    const deliveredOld = shipment('2026-11-01T15:00:00.000Z', 'entregada');
    const waitingNew = shipment('2026-11-19T22:40:00.000Z', 'recibida');
    const returned = shipment('2026-11-10T15:00:00.000Z', 'devuelta');
    const waitingOld = shipment('2026-11-18T13:40:00.000Z', 'recibida');
    const deliveredNew = shipment('2026-11-19T16:20:00.000Z', 'entregada');
    const rows = waitingFirst([deliveredOld, waitingNew, returned, waitingOld, deliveredNew]);
    expect(rows.map((row) => row.id)).toEqual([
      waitingOld.id,
      waitingNew.id,
      deliveredNew.id,
      returned.id,
      deliveredOld.id,
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const rows = [shipment('2026-11-01T15:00:00.000Z', 'entregada'), shipment('2026-11-19T15:00:00.000Z', 'recibida')];
    const copy = [...rows];
    waitingFirst(rows);
    expect(rows).toEqual(copy);
  });
});

describe('todayFirst', () => {
  it("puts today's visits first (expected by their hour, then inside, then the rest), then the days ahead, then the past", () => {
    const pastOld = visit('2026-11-10', 'finalizada', '20:00', '20:00');
    const aheadFar = visit('2026-11-24', 'esperada', '11:45');
    const todayInside = visit(today, 'ingresada', '12:30', '12:30');
    const todayLate = visit(today, 'esperada', '18:00');
    const todayEarly = visit(today, 'esperada', '09:15');
    const todayUnannounced = visit(today, 'esperada', null);
    const aheadNear = visit('2026-11-21', 'esperada', '16:00');
    const aheadNearEarly = visit('2026-11-21', 'esperada', '09:45');
    const pastRecent = visit('2026-11-19', 'finalizada', null, '14:30');
    const todayCancelled = visit(today, 'cancelada', '08:00');
    const rows = todayFirst(
      [
        pastOld,
        aheadFar,
        todayInside,
        todayLate,
        todayEarly,
        todayUnannounced,
        aheadNear,
        aheadNearEarly,
        pastRecent,
        todayCancelled,
      ],
      today,
    );
    expect(rows.map((row) => row.id)).toEqual([
      todayEarly.id,
      todayLate.id,
      // Expected without an hour: after those with one.
      todayUnannounced.id,
      todayInside.id,
      todayCancelled.id,
      aheadNearEarly.id,
      aheadNear.id,
      aheadFar.id,
      pastRecent.id,
      pastOld.id,
    ]);
  });
});

describe('pendingFirst', () => {
  it('puts the reports still to deal with first, each group newest first', () => {
    const resolvedNew = report('2026-11-19', 'resuelto');
    const openOld = report('2026-11-01', 'abierto');
    const underWay = report('2026-11-11', 'en_proceso');
    const discarded = report('2026-10-01', 'descartado');
    const rows = pendingFirst([resolvedNew, openOld, underWay, discarded]);
    expect(rows.map((row) => row.id)).toEqual([underWay.id, openOld.id, resolvedNew.id, discarded.id]);
  });
});
