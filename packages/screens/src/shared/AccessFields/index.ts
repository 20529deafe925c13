export { AccessFields, type AccessFieldsProps } from './AccessFields';
