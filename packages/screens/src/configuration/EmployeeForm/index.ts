export { EmployeeForm, type EmployeeFormOptions, type EmployeeFormProps } from './EmployeeForm';
export type { EmployeeValues } from './employee-form';
