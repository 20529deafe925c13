export { type Person, PersonCard, PersonFields, type PersonFieldsProps } from './PersonFields';
