export { ModuleTile, type ModuleTileProps, type ModuleTileState, type TileFigure } from './ModuleTile';
