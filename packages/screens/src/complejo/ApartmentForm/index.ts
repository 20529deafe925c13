export { ApartmentForm, type ApartmentFormOptions, type ApartmentFormProps } from './ApartmentForm';
