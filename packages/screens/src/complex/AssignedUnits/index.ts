export { AssignedUnitForm, type AssignedUnitFormProps, type AssignedUnitOptions } from './AssignedUnitForm';
export { AssignedUnitsList, type AssignedUnitsListProps } from './AssignedUnitsList';
export type { PantryValues, ParkingValues } from './assigned-unit-form';
export { type AssignedUnitKind, pantryKind, parkingKind } from './kinds';
