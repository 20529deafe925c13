export { ProfileForm, type ProfileFormOptions, type ProfileFormProps } from './ProfileForm';
