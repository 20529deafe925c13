export { ProfileForm, type ProfileFormOptions, type ProfileFormProps } from './ProfileForm';
export type { RoleValues } from './profile-form';
