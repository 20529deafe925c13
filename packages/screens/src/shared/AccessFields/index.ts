export { AccessFields, type AccessFieldsProps, TemporaryPasswordNotice } from './AccessFields';
