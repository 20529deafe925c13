export { PantriesList, type PantriesListProps } from './PantriesList';
