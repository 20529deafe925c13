/**
 * The shapes the master screens show and send, written after the server's tables and repositories
 * (packages/server/src/db/schema, src/repositories) while the contract's companies, buildings, towers and
 * users groups are not in packages/domain yet. When they are, each type here becomes an alias of the
 * contract's, so the screens keep compiling against the real thing.
 */

export type Company = {
  id: number;
  name: string;
  /** 12 digits. */
  rut: string;
  email: string;
  /** 8 digits. */
  phone: string;
  address: string;
};

export type CompanyValues = Omit<Company, 'id'>;

/** From GET /general/data. */
export type City = { id: number; name: string; stateId: number };
export type State = { id: number; name: string };

export type Building = {
  id: number;
  companyId: number;
  name: string;
  address: string;
  /** The city's name as shown. */
  city: string;
  cityId: number | null;
};

export type BuildingValues = { companyId: number; name: string; address: string; cityId: number; city: string };

export type Tower = { id: number; buildingId: number; name: string };

export const userStatuses = ['activo', 'inactivo'] as const;
export type UserStatus = (typeof userStatuses)[number];

export type Role = { id: number; name: string; description: string };

export type Option = { id: number; name: string };
export type BuildingOption = Option & { companyId: number };

export type User = {
  id: number;
  name: string;
  /** CI digits with the check digit. */
  identity: string;
  email: string;
  phone: string;
  roleId: number;
  companyId: number | null;
  status: UserStatus;
  role: Role;
  company: Option | null;
  buildings: Option[];
};

export type UserValues = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  roleId: number;
  companyId: number | null;
  buildingIds: number[];
};
