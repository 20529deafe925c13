export { MovementForm, type MovementFormProps } from './MovementForm';
export type { MovementValues } from './movement-form';
