import type {
  ActiveStatus,
  Apartment,
  CommonArea,
  Employee,
  ModuleCatalogEntry,
  Option,
  Pantry,
  Parking,
  Resident,
  ResidentApartment,
  ResidentRelation,
  Role,
  Tower,
  Turn,
} from '@horizontal/domain';

/**
 * What the complejo's screens show are the contract's own entities (packages/domain), so the app hands the api's
 * answers straight in. What they send (`…Values`) is the create body without the complejo or administradora the
 * app already knows; for an update the app adds the record's id.
 */
export type {
  ActiveStatus,
  Apartment,
  CommonArea,
  Employee,
  ModuleCatalogEntry,
  Option,
  Pantry,
  Parking,
  Resident,
  ResidentApartment,
  ResidentRelation,
  Role,
  Tower,
  Turn,
};

export type ApartmentValues = {
  towerId: number | null;
  unitTypeId: number | null;
  number: string;
  floor: number;
  rooms: number;
  area: number;
  coefficient: number;
};

export type ResidentValues = {
  name: string;
  lastName: string;
  identity: string;
  email: string;
  phone: string;
  birthDate: string | null;
  apartmentId: number | null;
  relation: ResidentRelation;
};

export type RoleValues = {
  name: string;
  description: string;
  moduleIds: number[];
  functionalityIds: number[];
};

export type EmployeeValues = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  position: string;
  hiredOn: string | null;
  roleId: number;
  buildingIds: number[];
};

/** Despensas and estacionamientos share their fields; only estacionamientos say whether they are covered. */
export type PantryValues = { number: string; description: string; apartmentId: number | null };
export type ParkingValues = PantryValues & { covered: boolean };

export type TurnValues = { id?: number; name: string; startTime: string; endTime: string };

export type CommonAreaValues = {
  name: string;
  description: string;
  capacity: number;
  /** Centésimos. */
  price: number;
  requiresApproval: boolean;
  turns: TurnValues[];
};
