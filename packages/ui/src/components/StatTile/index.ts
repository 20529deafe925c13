export { StatTile, type StatTileProps, statTileTones } from './StatTile';
