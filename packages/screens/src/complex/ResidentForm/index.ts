export type { ResidentContactValues } from './ResidentContactEditor';
export { ResidentForm, type ResidentFormOptions, type ResidentFormProps } from './ResidentForm';
export type { ResidentValues } from './resident-form';
