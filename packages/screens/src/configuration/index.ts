export * from './EmployeeForm';
export * from './EmployeesList';
export * from './ProfileForm';
export * from './ProfilesList';
export type { EmployeeValues, RoleValues } from './types';
