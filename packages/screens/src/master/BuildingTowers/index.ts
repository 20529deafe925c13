export { BuildingTowers, type BuildingTowersProps } from './BuildingTowers';
