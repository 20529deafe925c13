export { RUTField, type RUTFieldProps } from './RUTField';
