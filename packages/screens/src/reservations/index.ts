export type { Loaded } from './calendar';
// Reservas (a common area's bookings) and Mantenimientos (the work that blocks its days), SPEC §2.
export * from './MaintenanceForm';
export * from './MaintenancesList';
export * from './ReserveForm';
export * from './ReservesList';
