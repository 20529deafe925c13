import { apartmentsContract } from './apartments';
import { assembliesContract } from './assemblies';
import { authContract } from './auth';
import { buildingsContract } from './buildings';
import { commonAreasContract } from './common-areas';
import { commonExpenseDocumentsContract } from './common-expense-documents';
import { commonExpensesContract } from './common-expenses';
import { companiesContract } from './companies';
import { contractsContract } from './contracts';
import type { CallDefinition } from './define';
import { documentsContract } from './documents';
import { employeesContract } from './employees';
import { generalContract } from './general';
import { historyContract } from './history';
import { licensesContract } from './licenses';
import { maintenancesContract } from './maintenances';
import { messagesContract } from './messages';
import { noticesContract } from './notices';
import { notificationsContract } from './notifications';
import { pantriesContract } from './pantries';
import { parkingsContract } from './parkings';
import { personnelContract } from './personnel';
import { reportsContract } from './reports';
import { reservesContract } from './reserves';
import { residentsContract } from './residents';
import { rolesContract } from './roles';
import { shipmentsContract } from './shipments';
import { templatesContract } from './templates';
import { towersContract } from './towers';
import { unlinksContract } from './unlinks';
import { usersContract } from './users';
import { visitsContract } from './visits';
import { votingsContract } from './votings';

export * from './apartments';
export * from './assemblies';
export * from './auth';
export * from './buildings';
export * from './common-areas';
export * from './common-expense-documents';
export * from './common-expenses';
export * from './companies';
export * from './contracts';
export * from './define';
export * from './documents';
export * from './employees';
export * from './general';
export * from './history';
export * from './licenses';
export * from './maintenances';
export * from './messages';
export * from './notices';
export * from './notifications';
export * from './pantries';
export * from './parkings';
export * from './permissions';
export * from './personnel';
export * from './refusals';
export * from './reports';
export * from './reserves';
export * from './residents';
export * from './roles';
export * from './shipments';
export * from './statuses';
export * from './templates';
export * from './towers';
export * from './unlinks';
export * from './users';
export * from './visits';
export * from './votings';

/** Every call of SPEC §7, once, grouped as the client groups them. */
export const contract = {
  auth: authContract,
  general: generalContract,
  companies: companiesContract,
  buildings: buildingsContract,
  towers: towersContract,
  users: usersContract,
  residents: residentsContract,
  roles: rolesContract,
  employees: employeesContract,
  apartments: apartmentsContract,
  pantries: pantriesContract,
  parkings: parkingsContract,
  commonAreas: commonAreasContract,
  reserves: reservesContract,
  maintenances: maintenancesContract,
  commonExpenses: commonExpensesContract,
  commonExpenseDocuments: commonExpenseDocumentsContract,
  templates: templatesContract,
  assemblies: assembliesContract,
  votings: votingsContract,
  notices: noticesContract,
  documents: documentsContract,
  messages: messagesContract,
  notifications: notificationsContract,
  personnel: personnelContract,
  contracts: contractsContract,
  unlinks: unlinksContract,
  licenses: licensesContract,
  visits: visitsContract,
  reports: reportsContract,
  shipments: shipmentsContract,
  history: historyContract,
};

export type ContractGroup = keyof typeof contract;

export const allCalls: CallDefinition[] = Object.values(contract).flatMap((group) => Object.values(group));

/** A call by its name, 'residents.findAll'. */
export const callByName = (name: string): CallDefinition | undefined => allCalls.find((call) => call.name === name);
