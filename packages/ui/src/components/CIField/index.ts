export { CIField, type CIFieldProps, ciFieldSizes } from './CIField';
