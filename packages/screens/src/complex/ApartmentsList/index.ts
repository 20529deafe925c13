export { ApartmentsList, type ApartmentsListProps, apartmentName } from './ApartmentsList';
