export { ResidentForm, type ResidentFormOptions, type ResidentFormProps } from './ResidentForm';
