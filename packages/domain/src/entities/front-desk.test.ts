import { describe, expect, it } from 'vitest';
import { REPORT_PHOTOS_MAX, reportCreateSchema, shipmentStatusChangeSchema, visitCreateSchema } from './front-desk';

const messageOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('a parcel handed over', () => {
  it('says to whom, in its own field', () => {
    expect(messageOf(shipmentStatusChangeSchema.safeParse({ id: 3, status: 'entregada' }))).toEqual([
      'deliveredTo: Ingrese a quién se entregó la encomienda.',
    ]);
    expect(messageOf(shipmentStatusChangeSchema.safeParse({ id: 3, status: 'entregada', deliveredTo: '  ' }))).toEqual([
      'deliveredTo: Ingrese a quién se entregó la encomienda.',
    ]);
    expect(shipmentStatusChangeSchema.parse({ id: 3, status: 'entregada', deliveredTo: ' Ana Silva ' })).toEqual({
      id: 3,
      status: 'entregada',
      deliveredTo: 'Ana Silva',
    });
  });

  it('needs no name when it goes back to the carrier', () => {
    expect(shipmentStatusChangeSchema.parse({ id: 3, status: 'devuelta' }).deliveredTo).toBe('');
  });
});

describe('a report', () => {
  const report = { buildingId: 1, category: 'seguridad', title: 'Portón trabado', date: '2026-11-28' };

  it('has a category, and no photos unless some were uploaded', () => {
    expect(reportCreateSchema.parse(report).photos).toEqual([]);
    expect(messageOf(reportCreateSchema.safeParse({ ...report, category: undefined }))).toEqual([
      'category: Seleccione la categoría del reporte.',
    ]);
    expect(messageOf(reportCreateSchema.safeParse({ ...report, category: 'incendio' }))).toEqual([
      'category: Seleccione la categoría del reporte.',
    ]);
  });

  it(`carries up to ${REPORT_PHOTOS_MAX} photos`, () => {
    const photos = Array.from({ length: REPORT_PHOTOS_MAX + 1 }, (_, index) => `c1/reportes/${index}.jpg`);
    expect(reportCreateSchema.parse({ ...report, photos: photos.slice(1) }).photos).toHaveLength(REPORT_PHOTOS_MAX);
    expect(messageOf(reportCreateSchema.safeParse({ ...report, photos }))).toEqual([
      `photos: Un reporte lleva hasta ${REPORT_PHOTOS_MAX} fotos.`,
    ]);
  });
});

describe('a visit', () => {
  const visit = { buildingId: 1, apartmentId: 4, name: 'Pedro Silva', date: '2026-11-28' };

  it('may be expected at a time, or arrive now', () => {
    expect(visitCreateSchema.parse({ ...visit, expectedTime: '18:30' })).toMatchObject({
      expectedTime: '18:30',
      entryTime: null,
    });
    expect(visitCreateSchema.parse(visit)).toMatchObject({ expectedTime: null, entryTime: null });
    expect(messageOf(visitCreateSchema.safeParse({ ...visit, expectedTime: '25:00' }))?.[0]).toMatch(/^expectedTime: /);
  });
});
