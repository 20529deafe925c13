/**
 * What the master's screens send. What they show are the domain's entities (Company, Building, Tower, User…);
 * these bodies leave out what the app adds: the record's id on an update and the administradora's city, plan and
 * logo, which these screens do not edit.
 */
export type CompanyValues = { name: string; rut: string; email: string; phone: string; address: string };

export type BuildingValues = { companyId: number; name: string; address: string; cityId: number; city: string };

export type UserValues = {
  name: string;
  identity: string;
  email: string;
  phone: string;
  roleId: number;
  companyId: number | null;
  buildingIds: number[];
};
