export { ResidentsList, type ResidentsListProps } from './ResidentsList';
