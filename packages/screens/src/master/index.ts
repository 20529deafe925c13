export * from './BuildingForm';
export * from './BuildingsList';
export * from './BuildingTowers';
export * from './CompaniesList';
export * from './CompanyForm';
export * from './TowersEditor';
export type {
  Building,
  BuildingOption,
  BuildingValues,
  City,
  Company,
  CompanyValues,
  Option,
  Role,
  State,
  Tower,
  User,
  UserStatus,
  UserValues,
} from './types';
export { userStatuses } from './types';
export * from './UserForm';
export * from './UsersList';
