import type { ResidentRelation } from '@horizontal/domain';

/**
 * What the complejo's screens send: the create body without the complejo or administradora the app already
 * knows; for an update the app adds the record's id. What they show are the domain's own entities.
 */
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
