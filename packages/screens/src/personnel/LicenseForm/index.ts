export { LicenseForm, type LicenseFormOptions, type LicenseFormProps } from './LicenseForm';
export type { LicenseValues } from './license-form';
