export { UserForm, type UserFormOptions, type UserFormProps } from './UserForm';
export type { UserValues } from './user-form';
