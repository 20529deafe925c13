export { UserForm, type UserFormOptions, type UserFormProps } from './UserForm';
