import type { DemoData } from '@horizontal/domain/demo';
import { eq } from 'drizzle-orm';
import { idMap, idsByName, mapped, type Places } from '../../core/seed-ids';
import type { Transaction } from '../../db/client';
import {
  apartments,
  commonAreas,
  identityTypes,
  pantries,
  parkings,
  residentApartments,
  residents,
  turns,
  unitTypes,
} from '../../db/schema';

/** Units, despensas, estacionamientos, residents with their units, and common areas with their turns. */
export const seedComplejos = async (tx: Transaction, demo: DemoData, places: Places) => {
  const { tenantOf, towerIds } = places;
  const unitTypeId = await idsByName(tx.select().from(unitTypes), 'el tipo de unidad');
  const [ci] = await tx.select().from(identityTypes).where(eq(identityTypes.name, 'Cédula de identidad'));
  const apartmentRows = await tx
    .insert(apartments)
    .values(
      demo.apartments.map((unit) => ({
        ...tenantOf(unit.buildingId),
        towerId: unit.towerId === null ? null : mapped(towerIds, unit.towerId),
        unitTypeId: unitTypeId(unit.unitType),
        number: unit.number,
        floor: unit.floor,
        rooms: unit.rooms,
        area: unit.area.toFixed(2),
        coefficient: unit.coefficient.toFixed(4),
      })),
    )
    .returning({ id: apartments.id });
  const apartmentIds = idMap(demo.apartments, apartmentRows);
  const unitOf = (demoId: number | null) => (demoId === null ? null : mapped(apartmentIds, demoId));
  await tx.insert(pantries).values(
    demo.pantries.map((pantry) => ({
      ...tenantOf(pantry.buildingId),
      number: pantry.number,
      description: pantry.description,
      apartmentId: unitOf(pantry.apartmentId),
    })),
  );
  await tx.insert(parkings).values(
    demo.parkings.map((parking) => ({
      ...tenantOf(parking.buildingId),
      number: parking.number,
      description: parking.description,
      covered: parking.covered,
      apartmentId: unitOf(parking.apartmentId),
    })),
  );
  const residentRows = await tx
    .insert(residents)
    .values(
      demo.residents.map((resident) => ({
        ...tenantOf(resident.buildingId),
        name: resident.name,
        lastName: resident.lastName,
        identityTypeId: ci?.id,
        identity: resident.identity,
        // As the residents routes store a blank field.
        email: resident.email || null,
        phone: resident.phone || null,
        birthDate: resident.birthDate,
        status: resident.status,
      })),
    )
    .returning({ id: residents.id });
  const residentIds = idMap(demo.residents, residentRows);
  await tx.insert(residentApartments).values(
    demo.residentApartments.map((link) => {
      const resident = demo.residents.find((candidate) => candidate.id === link.residentId)!;
      return {
        ...tenantOf(resident.buildingId),
        residentId: mapped(residentIds, link.residentId),
        apartmentId: mapped(apartmentIds, link.apartmentId),
        relation: link.relation,
      };
    }),
  );
  const areaRows = await tx
    .insert(commonAreas)
    .values(
      demo.commonAreas.map(({ id: _, turns: __, buildingId, price, ...area }) => ({
        ...tenantOf(buildingId),
        ...area,
        priceCents: price,
      })),
    )
    .returning({ id: commonAreas.id });
  const areaIds = idMap(demo.commonAreas, areaRows);
  await tx.insert(turns).values(
    demo.commonAreas.flatMap((area) =>
      area.turns.map((turn) => ({
        ...tenantOf(area.buildingId),
        commonAreaId: mapped(areaIds, area.id),
        name: turn.name,
        startTime: turn.startTime,
        endTime: turn.endTime,
      })),
    ),
  );
};
