export { PeriodForm, type PeriodFormProps, type PeriodFormState } from './PeriodForm';
export type { PeriodValues } from './period-form';
