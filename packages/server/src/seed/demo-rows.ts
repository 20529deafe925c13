import type { DemoData } from '@horizontal/domain/demo';
import { inArray } from 'drizzle-orm';
import { mapped, type Places } from '../core/seed-ids';
import type { Transaction } from '../db/client';
import { apartments, commonAreas, residents, turns } from '../db/schema';

/**
 * The database ids of the demo rows every module's activity points at: units, residents, common areas, turns and
 * logins, with the complejos' tenant columns. The complejo's seed inserts them; they are found again here by what
 * identifies each one in its complejo (tower and number, CI, name), so a module's seed needs nothing from another
 * module's seed but these rows.
 */
export type DemoRows = Places & {
  apartmentId: (demoId: number) => number;
  residentId: (demoId: number) => number;
  commonAreaId: (demoId: number) => number;
  turnId: (demoId: number) => number;
  userId: (demoId: number) => number;
};

const lookup = (ids: Map<string, number>, key: string, what: string) => {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Falta ${what} ${key} de los datos de demostración.`);
  return id;
};

const byId = <Row extends { id: number }>(rows: readonly Row[], demoId: number, what: string) => {
  const row = rows.find((candidate) => candidate.id === demoId);
  if (!row) throw new Error(`Los datos de demostración no tienen ${what} ${demoId}.`);
  return row;
};

export const findDemoRows = async (
  tx: Transaction,
  demo: DemoData,
  places: Places,
  userIds: Map<number, number>,
): Promise<DemoRows> => {
  const buildingIds = [...places.buildingIds.values()];
  const buildingOf = (demoBuildingId: number) => mapped(places.buildingIds, demoBuildingId);
  const towerOf = (demoTowerId: number | null) => (demoTowerId === null ? null : mapped(places.towerIds, demoTowerId));

  const unitRows = await tx.select().from(apartments).where(inArray(apartments.buildingId, buildingIds));
  const unitIds = new Map(unitRows.map((row) => [`${row.buildingId}|${row.towerId}|${row.number}`, row.id]));
  const residentRows = await tx.select().from(residents).where(inArray(residents.buildingId, buildingIds));
  const residentIds = new Map(residentRows.map((row) => [`${row.buildingId}|${row.identity}`, row.id]));
  const areaRows = await tx.select().from(commonAreas).where(inArray(commonAreas.buildingId, buildingIds));
  const areaIds = new Map(areaRows.map((row) => [`${row.buildingId}|${row.name}`, row.id]));
  const turnRows = await tx.select().from(turns).where(inArray(turns.buildingId, buildingIds));
  const turnIds = new Map(turnRows.map((row) => [`${row.commonAreaId}|${row.name}`, row.id]));

  const apartmentId = (demoId: number) => {
    const unit = byId(demo.apartments, demoId, 'la unidad');
    return lookup(unitIds, `${buildingOf(unit.buildingId)}|${towerOf(unit.towerId)}|${unit.number}`, 'la unidad');
  };
  const residentId = (demoId: number) => {
    const resident = byId(demo.residents, demoId, 'el residente');
    return lookup(residentIds, `${buildingOf(resident.buildingId)}|${resident.identity}`, 'el residente');
  };
  const commonAreaId = (demoId: number) => {
    const area = byId(demo.commonAreas, demoId, 'el área común');
    return lookup(areaIds, `${buildingOf(area.buildingId)}|${area.name}`, 'el área común');
  };
  const turnId = (demoId: number) => {
    const area = demo.commonAreas.find((candidate) => candidate.turns.some((turn) => turn.id === demoId));
    if (!area) throw new Error(`Los datos de demostración no tienen el turno ${demoId}.`);
    const turn = area.turns.find((candidate) => candidate.id === demoId)!;
    return lookup(turnIds, `${commonAreaId(area.id)}|${turn.name}`, 'el turno');
  };
  return { ...places, apartmentId, residentId, commonAreaId, turnId, userId: (demoId) => mapped(userIds, demoId) };
};
