export { ReservesList, type ReservesListProps, type ReservesView, reservesViews } from './ReservesList';
