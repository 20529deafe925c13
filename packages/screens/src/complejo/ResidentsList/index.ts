export { ResidentsList, type ResidentsListProps, residentFullName } from './ResidentsList';
