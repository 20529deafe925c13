import { layoutCommonAreas } from './common-areas';
import { demoBuildings, demoCompanies, demoEmployees, demoRoles, demoTowers, demoUsers } from './organization';
import { seededRandom } from './random';
import { createCiPicker, layoutResidents } from './residents';
import type { DemoData } from './types';
import { layoutApartments, layoutSpaces } from './units';

/**
 * The demo dataset both the server's seed (`npm start`) and the mocks' store are built from: the same
 * administradoras, complejos, towers, units, despensas, estacionamientos, residents, common areas, profiles and
 * logins on every call, run and machine. Fresh objects each call, so a caller may change them freely.
 */
export const createDemoData = (): DemoData => {
  const companies = demoCompanies();
  const buildings = demoBuildings();
  const towers = demoTowers();
  const users = demoUsers();
  const apartments = layoutApartments(towers);
  const { pantries, parkings } = layoutSpaces(
    apartments,
    buildings.map((building) => building.id),
    seededRandom(2026_02),
  );
  const { residents, residentApartments } = layoutResidents(
    apartments,
    seededRandom(2026_03),
    createCiPicker(users.map((user) => user.identity)),
  );
  return {
    companies,
    buildings,
    towers,
    roles: demoRoles(),
    users,
    employees: demoEmployees(),
    apartments,
    pantries,
    parkings,
    residents,
    residentApartments,
    commonAreas: layoutCommonAreas(),
  };
};
