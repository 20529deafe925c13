export {
  type LicenseListStatus,
  LicensesList,
  type LicensesListProps,
  type LicensesListState,
  licensesEmpty,
} from './LicensesList';
export { licenseRowLabel, licenseStatusBadges, pendingRowLabel } from './license-labels';
