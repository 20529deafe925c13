import { addDays, montevideoToday, nextPeriod, periodOf } from '@horizontal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TestApp } from '../../core/test/test-app';
import {
  apartments,
  buildings,
  commonAreaCharges,
  commonAreas,
  companies,
  maintenances,
  reserves,
  residentApartments,
  residents,
  turns,
} from '../../db/schema';

/**
 * What the tests of bookings stand on, read from the demo a test app seeds: the complejos, their areas and turns,
 * the units with a resident, and days on which an area holds nothing yet.
 */
export const bookingWorld = async (t: TestApp) => {
  const idOf = async (name: string) => (await t.db.select().from(buildings).where(eq(buildings.name, name)))[0]!.id;
  const parque = await idOf('Complejo Parque Batlle');
  const buceo = await idOf('Torres del Buceo');
  const playa = await idOf('Residencial Playa Brava');
  const company = (await t.db.select().from(companies).where(eq(companies.rut, '217654320011')))[0]!.id;

  const area = async (buildingId: number, name: string) => {
    const [row] = await t.db
      .select()
      .from(commonAreas)
      .where(and(eq(commonAreas.buildingId, buildingId), eq(commonAreas.name, name)));
    const slots = await t.db.select().from(turns).where(eq(turns.commonAreaId, row!.id)).orderBy(asc(turns.startTime));
    const turnNamed = (turnName: string) => slots.find((slot) => slot.name === turnName)!.id;
    return { ...row!, turns: slots, turnNamed };
  };

  /** Each unit of the complejo with a resident who lives in it, in the order of their ids. */
  const occupants = async (buildingId: number) =>
    t.db
      .select({ apartmentId: residentApartments.apartmentId, residentId: residentApartments.residentId })
      .from(residentApartments)
      .innerJoin(apartments, eq(apartments.id, residentApartments.apartmentId))
      .innerJoin(residents, eq(residents.id, residentApartments.residentId))
      .where(eq(apartments.buildingId, buildingId))
      .orderBy(asc(residentApartments.apartmentId), asc(residentApartments.residentId));

  /** The first day from `ahead` days on on which the area has no booking and no maintenance at all. */
  const freeDay = async (areaId: number, ahead = 1) => {
    const today = montevideoToday();
    const [booked, planned] = await Promise.all([
      t.db.select({ date: reserves.date }).from(reserves).where(eq(reserves.commonAreaId, areaId)),
      t.db.select({ date: maintenances.date }).from(maintenances).where(eq(maintenances.commonAreaId, areaId)),
    ]);
    const busy = new Set([...booked, ...planned].map((row) => row.date));
    for (let day = addDays(today, ahead); ; day = addDays(day, 1)) if (!busy.has(day)) return day;
  };

  /** Units of the complejo (with their resident) that hold no booking of the area in the month of `date`. */
  const unitsFreeIn = async (buildingId: number, areaId: number, date: string) => {
    const from = `${periodOf(date)}-01`;
    const to = addDays(`${nextPeriod(periodOf(date))}-01`, -1);
    const booked = new Set(
      (await t.db.select().from(reserves).where(eq(reserves.commonAreaId, areaId)))
        .filter((row) => row.date >= from && row.date <= to)
        .map((row) => row.apartmentId),
    );
    const seen = new Set<number>();
    return (await occupants(buildingId)).filter((occupant) => {
      if (booked.has(occupant.apartmentId) || seen.has(occupant.apartmentId)) return false;
      seen.add(occupant.apartmentId);
      return true;
    });
  };

  const chargesOf = (reserveIds: number[]) =>
    reserveIds.length === 0
      ? Promise.resolve([])
      : t.db.select().from(commonAreaCharges).where(inArray(commonAreaCharges.reserveId, reserveIds));

  return { parque, buceo, playa, company, area, occupants, freeDay, unitsFreeIn, chargesOf };
};

export type BookingWorld = Awaited<ReturnType<typeof bookingWorld>>;

/** A booking's body for `create`: the complejo, area, turn, unit and resident, and the day. */
export const bookingOf = (
  buildingId: number,
  area: { id: number },
  turnId: number,
  occupant: { apartmentId: number; residentId: number },
  date: string,
  notes = '',
) => ({
  buildingId,
  commonAreaId: area.id,
  turnId,
  apartmentId: occupant.apartmentId,
  residentId: occupant.residentId,
  date,
  notes,
});
