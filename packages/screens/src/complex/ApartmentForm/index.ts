export { ApartmentForm, type ApartmentFormOptions, type ApartmentFormProps } from './ApartmentForm';
export type { ApartmentValues } from './apartment-form';
