import type { VisitApartment } from '@horizontal/domain';
import { apartmentFixtures, apartmentLabel, fullName, residentFixtures } from '@horizontal/mocks/fixtures';
import { BUILDING_ID } from '../../shared/stories/demo';

/**
 * A complejo's units as GET /visits/apartments answers them (the mocks' handler shapes them the same way): the
 * demo's units, each with its active residents' names.
 */
export const unitsOf = (buildingId = BUILDING_ID): VisitApartment[] =>
  apartmentFixtures
    .filter((apartment) => apartment.buildingId === buildingId)
    .map((apartment) => ({
      id: apartment.id,
      name: apartmentLabel(apartment),
      number: apartment.number,
      tower: apartment.tower,
      residents: residentFixtures
        .filter((resident) => resident.status === 'activo')
        .filter((resident) => resident.apartments.some((unit) => unit.id === apartment.id))
        .map(fullName),
    }));
