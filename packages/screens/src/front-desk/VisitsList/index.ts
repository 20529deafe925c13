export { VisitsList, type VisitsListProps, visitsEmpty } from './VisitsList';
