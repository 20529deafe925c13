export { AssembliesList, type AssembliesListProps, assembliesEmpty } from './AssembliesList';
