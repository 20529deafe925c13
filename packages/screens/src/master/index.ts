// The names this module exported when it declared its own entity types: now the domain's, under the same names.
export type {
  ActiveStatus as UserStatus,
  Building,
  BuildingOption,
  City,
  Company,
  Option,
  State,
  Tower,
  User,
  UserRole as Role,
} from '@horizontal/domain';
export { activeStatuses as userStatuses } from '@horizontal/domain';
export * from './BuildingForm';
export * from './BuildingsList';
export * from './BuildingTowers';
export * from './CompaniesList';
export * from './CompanyForm';
export * from './TowersEditor';
export * from './UserForm';
export * from './UsersList';
