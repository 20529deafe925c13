export { ParkingsList, type ParkingsListProps } from './ParkingsList';
