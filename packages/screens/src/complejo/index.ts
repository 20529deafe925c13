export * from './ApartmentForm';
export * from './ApartmentsList';
export type { AssignedUnitOptions } from './AssignedUnits';
export * from './CommonAreaForm';
export * from './CommonAreasList';
export { apartmentLabel, residentFullName } from './labels';
export * from './PantriesList';
export * from './PantryForm';
export * from './ParkingForm';
export * from './ParkingsList';
export * from './ResidentApartments';
export * from './ResidentForm';
export * from './ResidentsList';
export type {
  ApartmentValues,
  CommonAreaValues,
  PantryValues,
  ParkingValues,
  ResidentValues,
  TurnValues,
} from './types';
