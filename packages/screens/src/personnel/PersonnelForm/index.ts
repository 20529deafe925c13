export { PersonnelForm, type PersonnelFormOptions, type PersonnelFormProps } from './PersonnelForm';
export type { PersonnelValues } from './personnel-form';
