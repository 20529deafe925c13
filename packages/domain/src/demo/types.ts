import type { Pantry, Parking } from '../entities/apartment';
import type { CommonArea, Turn } from '../entities/common-area';
import type { Resident, ResidentRelation } from '../entities/resident';
import type { ActiveStatus } from '../entities/status';
import type { Tower } from '../entities/tower';
import type { DemoAssemblies } from './assemblies';
import type { DemoCommonExpenses } from './common-expenses';
import type { DemoFrontDesk } from './front-desk';
import type { DemoMessaging } from './messaging';
import type { DemoPersonnelData } from './personnel';
import type { DemoReservations } from './reservations';

/*
 * The demo dataset as plain rows with stable ids. References to the reference data of Uruguay (city, plan, unit
 * type, frequency, personnel type, shipment type, message category) go by name, because the server and the mocks
 * number those tables differently; references between demo rows go by the demo id, and what a row of the contract
 * repeats of another row (a unit's label, a resident's or a user's name) is left to whoever shapes it.
 */

export type DemoCompany = {
  id: number;
  name: string;
  rut: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  plan: string;
};

/** A complejo; rut, phone and email are '' when it has none of its own. */
export type DemoBuilding = {
  id: number;
  companyId: number;
  name: string;
  address: string;
  city: string;
  rut: string;
  phone: string;
  email: string;
};

export type DemoTower = Tower;

/** A profile: its modules by route and its functionalities by screen, as in `moduleScreens`. */
export type DemoRole = {
  id: number;
  /** null for the global profiles (master, administrador). */
  companyId: number | null;
  name: string;
  description: string;
  moduleRoutes: string[];
  screens: string[];
};

export type DemoUser = {
  id: number;
  companyId: number | null;
  roleId: number;
  name: string;
  email: string;
  identity: string;
  phone: string;
  password: string;
  status: ActiveStatus;
  /** The complejos the user works on (user_buildings). */
  buildingIds: number[];
};

/** A login printed when the server starts with demo data. */
export type DemoLogin = { role: string; email: string; password: string };

/** What an administradora keeps about a staff member whose login is `userId`. */
export type DemoEmployee = { id: number; userId: number; companyId: number; position: string; hiredOn: string | null };

export type DemoApartment = {
  id: number;
  buildingId: number;
  towerId: number | null;
  /** A unit type's name: "Apartamento", "Local comercial"… */
  unitType: string;
  number: string;
  floor: number;
  rooms: number;
  /** Square metres, two decimals at most. */
  area: number;
  /** Percent with four decimals; a complejo's coefficients add up to exactly 100. */
  coefficient: number;
};

/** The unit's number (`apartment`) is read from the unit, not stored. */
export type DemoPantry = Omit<Pantry, 'apartment'>;
export type DemoParking = Omit<Parking, 'apartment'>;

/** email and phone are '' when the resident gave none; the units are links of their own. */
export type DemoResident = Omit<Resident, 'apartments'>;

/** A resident's unit (resident_apartments). */
export type DemoResidentLink = { residentId: number; apartmentId: number; relation: ResidentRelation };

export type DemoTurn = Turn;
export type DemoCommonArea = CommonArea;

/** The organization, the complejos and who lives in them: what the activity of the modules hangs from. */
export type DemoBase = {
  companies: DemoCompany[];
  buildings: DemoBuilding[];
  towers: DemoTower[];
  roles: DemoRole[];
  users: DemoUser[];
  employees: DemoEmployee[];
  apartments: DemoApartment[];
  pantries: DemoPantry[];
  parkings: DemoParking[];
  residents: DemoResident[];
  residentApartments: DemoResidentLink[];
  commonAreas: DemoCommonArea[];
};

/**
 * The activity of the modules not built yet, one key per code module (`codeModules` of src/modules.ts): what each
 * module's seed inserts on the server and the mocks serve.
 */
export type DemoActivity = {
  reservations: DemoReservations;
  commonExpenses: DemoCommonExpenses;
  frontDesk: DemoFrontDesk;
  messaging: DemoMessaging;
  assemblies: DemoAssemblies;
  personnel: DemoPersonnelData;
};

export type DemoData = DemoBase & DemoActivity;
