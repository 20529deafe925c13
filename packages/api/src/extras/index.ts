import type { contract } from '@horizontal/domain';
import type { BlobCallNames, FunctionNames } from '../bind';
import type { Http } from '../http';
import { createAssembliesExtras } from './assemblies';
import { createAuthExtras } from './auth';
import { createCommonExpenseDocumentsExtras } from './common-expense-documents';
import { createCommonExpensesExtras } from './common-expenses';
import { createContractsExtras } from './contracts';
import { createDocumentsExtras } from './documents';
import { createFilesExtras } from './files';
import { createMaintenancesExtras } from './maintenances';
import { createNotificationsExtras } from './notifications';
import { createTemplatesExtras } from './templates';

/**
 * What the client has beyond one bound function per call: storage helpers that chain a call with an upload or a
 * download, the blob calls (their file names), auth.data's device argument, the local maintenances.update stub and
 * notifications.streamTicket (the event stream's ticket, outside the spec's calls).
 */
export const createExtras = (http: Http) => {
  const files = createFilesExtras(http);
  return {
    assemblies: createAssembliesExtras(http),
    auth: createAuthExtras(http),
    files,
    documents: createDocumentsExtras(http, files),
    commonExpenses: createCommonExpensesExtras(http, files),
    commonExpenseDocuments: createCommonExpenseDocumentsExtras(http),
    contracts: createContractsExtras(http),
    maintenances: createMaintenancesExtras(),
    notifications: createNotificationsExtras(http),
    templates: createTemplatesExtras(http),
  };
};

/**
 * A blob call is never bound (its file needs a name the contract cannot give), so one the extras do not answer
 * would be missing from the client: the compiler names it here.
 */
type Unanswered = Exclude<BlobCallNames<typeof contract>, FunctionNames<ReturnType<typeof createExtras>>>;
const everyBlobCallAnswered: [Unanswered] extends [never] ? true : `${Unanswered} has no extra` = true;
void everyBlobCallAnswered;
