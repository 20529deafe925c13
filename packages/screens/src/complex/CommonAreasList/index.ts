export { CommonAreasList, type CommonAreasListProps } from './CommonAreasList';
