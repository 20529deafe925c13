export { AssignedUnitForm, type AssignedUnitFormProps, type AssignedUnitOptions } from './AssignedUnitForm';
export { AssignedUnitsList, type AssignedUnitsListProps } from './AssignedUnitsList';
export { type AssignedUnitKind, pantryKind, parkingKind } from './kinds';
