export { VisitForm, type VisitFormOptions, type VisitFormProps } from './VisitForm';
export type { VisitValues } from './visit-form';
