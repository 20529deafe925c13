export { UnlinkForm, type UnlinkFormOptions, type UnlinkFormProps } from './UnlinkForm';
export type { UnlinkValues } from './unlink-form';
