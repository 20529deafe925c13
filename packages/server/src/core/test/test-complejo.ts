import { ciFromBody } from '@horizontal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apartments, buildings, residentApartments, residents, towers, userBuildings } from '../../db/schema';

let ciBody = 4_800_000;

/**
 * A complejo of its own for a test of the ledger: units with the coefficients given (tower «T», numbers 101, 102…),
 * an active owner for each, an active tenant for the units listed, and the users that may work on it.
 */
export const createComplejo = async (
  db: Database,
  options: { companyId: number; name: string; coefficients: number[]; rented?: number[]; userIds?: number[] },
) => {
  const [building] = await db
    .insert(buildings)
    .values({ companyId: options.companyId, name: options.name })
    .returning();
  const tenant = { companyId: options.companyId, buildingId: building!.id };
  const [tower] = await db
    .insert(towers)
    .values({ ...tenant, name: 'T' })
    .returning();
  const units: (typeof apartments.$inferSelect)[] = [];
  for (let start = 0; start < options.coefficients.length; start += 1_000) {
    units.push(
      ...(await db
        .insert(apartments)
        .values(
          options.coefficients.slice(start, start + 1_000).map((coefficient, index) => ({
            ...tenant,
            towerId: tower!.id,
            number: String(101 + start + index),
            coefficient: coefficient.toFixed(4),
          })),
        )
        .returning()),
    );
  }
  const people = (relation: 'propietario' | 'inquilino', unitIndexes: number[]) =>
    unitIndexes.map((index) => ({
      index,
      relation,
      name: relation === 'propietario' ? 'Dueña' : 'Inquilino',
      lastName: `Unidad ${index + 1}`,
    }));
  const links = [
    ...people(
      'propietario',
      units.map((_, index) => index),
    ),
    ...people('inquilino', options.rented ?? []),
  ];
  for (let start = 0; start < links.length; start += 1_000) {
    const slice = links.slice(start, start + 1_000);
    const inserted = await db
      .insert(residents)
      .values(
        slice.map((link) => ({ ...tenant, name: link.name, lastName: link.lastName, identity: ciFromBody(ciBody++) })),
      )
      .returning({ id: residents.id });
    await db.insert(residentApartments).values(
      slice.map((link, index) => ({
        ...tenant,
        residentId: inserted[index]!.id,
        apartmentId: units[link.index]!.id,
        relation: link.relation,
      })),
    );
  }
  if (options.userIds?.length) {
    await db.insert(userBuildings).values(options.userIds.map((userId) => ({ userId, buildingId: building!.id })));
  }
  return { id: building!.id, companyId: options.companyId, units };
};

/** Changes a unit's coefficient, as Apartamentos would. */
export const setCoefficient = (db: Database, apartmentId: number, coefficient: number) =>
  db
    .update(apartments)
    .set({ coefficient: coefficient.toFixed(4) })
    .where(eq(apartments.id, apartmentId));
