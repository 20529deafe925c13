export { CommonAreasList, type CommonAreasListProps, turnLabel } from './CommonAreasList';
