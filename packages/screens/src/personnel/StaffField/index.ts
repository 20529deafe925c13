export { StaffField, type StaffFieldProps } from './StaffField';
