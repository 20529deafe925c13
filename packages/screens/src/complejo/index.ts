export * from './ApartmentForm';
export * from './ApartmentsList';
export type { AssignedUnitOptions } from './AssignedUnits';
export * from './CommonAreaForm';
export * from './CommonAreasList';
export * from './EmployeeForm';
export * from './EmployeesList';
export { activeStatusBadges, apartmentLabel, residentFullName } from './labels';
export * from './PantriesList';
export * from './PantryForm';
export * from './ParkingForm';
export * from './ParkingsList';
export * from './ProfileForm';
export * from './ProfilesList';
export * from './ResidentApartments';
export * from './ResidentForm';
export * from './ResidentsList';
export type {
  ApartmentValues,
  CommonAreaValues,
  EmployeeValues,
  PantryValues,
  ParkingValues,
  ResidentValues,
  RoleValues,
  TurnValues,
} from './types';
