export { MaintenancesList, type MaintenancesListProps } from './MaintenancesList';
