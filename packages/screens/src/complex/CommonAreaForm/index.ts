export { CommonAreaForm, type CommonAreaFormProps } from './CommonAreaForm';
export type { CommonAreaValues, TurnValues } from './common-area-form';
