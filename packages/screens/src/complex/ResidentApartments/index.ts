export { ResidentApartments, type ResidentApartmentsProps } from './ResidentApartments';
