import { layoutAssemblies } from './assemblies';
import { DEMO_TODAY, demoCalendar } from './calendar';
import { layoutCommonAreas } from './common-areas';
import { layoutCommonExpenses } from './common-expenses';
import { layoutFrontDesk } from './front-desk';
import { layoutMessaging } from './messaging';
import { layoutNotifications } from './notifications';
import { demoBuildings, demoCompanies, demoEmployees, demoRoles, demoTowers, demoUsers } from './organization';
import { layoutPersonnel } from './personnel';
import { seededRandom } from './random';
import { layoutReservations } from './reservations';
import { createCiPicker, layoutResidents } from './residents';
import type { DemoData } from './types';
import { layoutApartments, layoutSpaces } from './units';

export type DemoOptions = {
  /**
   * The day the activity counts from (yyyy-mm-dd), DEMO_TODAY unless given: the mocks and the stories keep the
   * default, the server's seed passes the day it starts (`montevideoToday()`). Only the modules' activity moves.
   */
  today?: string;
};

/**
 * The demo dataset both the server's seed (`npm start`) and the mocks' store are built from: the same
 * administradoras, complejos, towers, units, despensas, estacionamientos, residents, common areas, profiles and
 * logins on every call, run and machine, and the activity of every module (reserves, gastos comunes, portería,
 * messages, assemblies, personnel) around `today`. Fresh objects each call, so a caller may change them freely.
 */
export const createDemoData = ({ today = DEMO_TODAY }: DemoOptions = {}): DemoData => {
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
  // One picker for every CI of the demo: residents, then visitors, then the staff; none repeats another or a user's.
  const pickCi = createCiPicker(users.map((user) => user.identity));
  const { residents, residentApartments } = layoutResidents(apartments, seededRandom(2026_03), pickCi);
  const base = {
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
  const calendar = demoCalendar(today);
  const reservations = layoutReservations(base, calendar);
  // The visitors' CIs are picked before the staff's: the picker hands out each CI once, in this order.
  const frontDesk = layoutFrontDesk(base, calendar, pickCi);
  const personnel = layoutPersonnel(base, calendar, pickCi);
  const messaging = layoutMessaging(base, calendar);
  const notifications = layoutNotifications(base, calendar, {
    reserves: reservations.reserves,
    messages: messaging.messages,
    personnel,
  });
  return {
    ...base,
    reservations,
    commonExpenses: layoutCommonExpenses(base, calendar, reservations.reserves),
    frontDesk,
    messaging: { ...messaging, notifications },
    assemblies: layoutAssemblies(base, calendar),
    personnel,
  };
};
