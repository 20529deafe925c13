export { LicenseTypesList, type LicenseTypesListProps, licenseTypesEmpty } from './LicenseTypesList';
export type { LicenseTypeValues } from './license-type-form';
