export { ClosuresList, type ClosuresListProps } from './ClosuresList';
