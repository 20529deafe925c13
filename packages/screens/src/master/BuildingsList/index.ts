export { BuildingsList, type BuildingsListProps } from './BuildingsList';
