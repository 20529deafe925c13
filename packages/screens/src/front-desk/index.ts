// Portería (front-desk): encomiendas, visitas and reportes, SPEC §2.
export { type FrontDeskUnit, shipmentRowLabel, visitRowLabel } from './labels';
export * from './ReportForm';
export * from './ReportsList';
export * from './ShipmentForm';
export * from './ShipmentsList';
export * from './VisitForm';
export * from './VisitsList';
