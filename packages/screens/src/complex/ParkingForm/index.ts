export { ParkingForm, type ParkingFormProps } from './ParkingForm';
