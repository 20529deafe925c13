/**
 * What the configuration screens send: the create body without the administradora the app already knows; for an
 * update the app adds the record's id. What they show are the domain's own entities (Role, Employee).
 */
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
