import { apartmentsHandlers } from './apartments';
import { assembliesHandlers } from './assemblies';
import { authHandlers } from './auth';
import { buildingsHandlers } from './buildings';
import { commonAreasHandlers } from './common-areas';
import { commonExpenseDocumentsHandlers } from './common-expense-documents';
import { commonExpensesHandlers } from './common-expenses';
import { companiesHandlers } from './companies';
import { contractsHandlers } from './contracts';
import { documentsHandlers } from './documents';
import { employeesHandlers } from './employees';
import { reportsHandlers, shipmentsHandlers, visitsHandlers } from './front-desk';
import { generalHandlers, storageHandlers } from './general';
import { historyHandlers } from './history';
import { licensesHandlers } from './licenses';
import { maintenancesHandlers } from './maintenances';
import { messagesHandlers } from './messages';
import { noticesHandlers } from './notices';
import { notificationsHandlers } from './notifications';
import { personnelHandlers } from './personnel';
import { reservesHandlers } from './reserves';
import { residentsHandlers } from './residents';
import { rolesHandlers } from './roles';
import { pantriesHandlers, parkingsHandlers } from './spaces';
import { templatesHandlers } from './templates';
import { towersHandlers } from './towers';
import { unlinksHandlers } from './unlinks';
import { usersHandlers } from './users';
import { votingsHandlers } from './votings';

/** One handler per call of the contract (see contract-walk.test.ts), plus the mock object storage. */
export const handlers = [
  ...authHandlers,
  ...generalHandlers,
  ...companiesHandlers,
  ...buildingsHandlers,
  ...towersHandlers,
  ...usersHandlers,
  ...residentsHandlers,
  ...rolesHandlers,
  ...employeesHandlers,
  ...apartmentsHandlers,
  ...pantriesHandlers,
  ...parkingsHandlers,
  ...commonAreasHandlers,
  ...reservesHandlers,
  ...maintenancesHandlers,
  ...commonExpensesHandlers,
  ...commonExpenseDocumentsHandlers,
  ...templatesHandlers,
  ...assembliesHandlers,
  ...votingsHandlers,
  ...noticesHandlers,
  ...documentsHandlers,
  ...messagesHandlers,
  ...notificationsHandlers,
  ...personnelHandlers,
  ...contractsHandlers,
  ...unlinksHandlers,
  ...licensesHandlers,
  ...visitsHandlers,
  ...reportsHandlers,
  ...shipmentsHandlers,
  ...historyHandlers,
  ...storageHandlers,
];
