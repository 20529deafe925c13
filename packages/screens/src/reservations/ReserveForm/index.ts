export { ReserveForm, type ReserveFormOptions, type ReserveFormProps } from './ReserveForm';
export type { ReserveValues } from './reserve-form';
