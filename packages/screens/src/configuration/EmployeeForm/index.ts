export { EmployeeForm, type EmployeeFormOptions, type EmployeeFormProps } from './EmployeeForm';
