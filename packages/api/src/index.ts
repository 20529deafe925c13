import { createHttp, type HttpOptions } from './http';
import { createApartmentsApi } from './resources/apartments';
import { createAssembliesApi } from './resources/assemblies';
import { createAuthApi } from './resources/auth';
import { createBuildingsApi } from './resources/buildings';
import { createCommonAreasApi } from './resources/common-areas';
import { createCommonExpensesApi } from './resources/common-expenses';
import { createCompaniesApi } from './resources/companies';
import { createContractsApi } from './resources/contracts';
import { createDocumentsApi } from './resources/documents';
import { createEmployeesApi } from './resources/employees';
import { createFilesApi } from './resources/files';
import { createGeneralApi } from './resources/general';
import { createLicensesApi } from './resources/licenses';
import { createMaintenancesApi } from './resources/maintenances';
import { createMessagesApi } from './resources/messages';
import { createNoticesApi } from './resources/notices';
import { createNotificationsApi } from './resources/notifications';
import { createPantriesApi } from './resources/pantries';
import { createParkingsApi } from './resources/parkings';
import { createPersonnelApi } from './resources/personnel';
import { createReportsApi } from './resources/reports';
import { createReservesApi } from './resources/reserves';
import { createResidentsApi } from './resources/residents';
import { createRolesApi } from './resources/roles';
import { createShipmentsApi } from './resources/shipments';
import { createTemplatesApi } from './resources/templates';
import { createTowersApi } from './resources/towers';
import { createUnlinksApi } from './resources/unlinks';
import { createUsersApi } from './resources/users';
import { createVisitsApi } from './resources/visits';
import { createVotingsApi } from './resources/votings';

export {
  type CallInput,
  connectionFailure,
  createHttp,
  type Downloaded,
  type Http,
  type HttpOptions,
  StorageError,
} from './http';
export type { DocumentFileInput } from './resources/documents';
export type { Uploaded, UploadOptions } from './resources/files';
export type { LocalStubAnswer } from './resources/maintenances';
export { browserSaveFile, type SaveFile } from './save-file';

/**
 * The backend client: one typed function per call of the contract, grouped as the contract groups them, plus
 * the few helpers that chain calls with storage (files.upload, documents.uploadFile, documents.download,
 * commonExpenses.uploadDocument), the local maintenances.update stub and notifications.streamTicket (the event
 * stream's ticket, outside the spec's calls).
 */
export const createApi = (options: HttpOptions) => {
  const http = createHttp(options);
  const files = createFilesApi(http);
  return {
    auth: createAuthApi(http),
    general: createGeneralApi(http),
    files,
    companies: createCompaniesApi(http),
    buildings: createBuildingsApi(http),
    towers: createTowersApi(http),
    users: createUsersApi(http),
    residents: createResidentsApi(http),
    roles: createRolesApi(http),
    employees: createEmployeesApi(http),
    apartments: createApartmentsApi(http),
    pantries: createPantriesApi(http),
    parkings: createParkingsApi(http),
    commonAreas: createCommonAreasApi(http),
    reserves: createReservesApi(http),
    maintenances: createMaintenancesApi(http),
    commonExpenses: createCommonExpensesApi(http, files),
    templates: createTemplatesApi(http),
    assemblies: createAssembliesApi(http),
    votings: createVotingsApi(http),
    notices: createNoticesApi(http),
    documents: createDocumentsApi(http, files),
    messages: createMessagesApi(http),
    notifications: createNotificationsApi(http),
    personnel: createPersonnelApi(http),
    contracts: createContractsApi(http),
    unlinks: createUnlinksApi(http),
    licenses: createLicensesApi(http),
    visits: createVisitsApi(http),
    reports: createReportsApi(http),
    shipments: createShipmentsApi(http),
  };
};

export type Api = ReturnType<typeof createApi>;

/** Functions of createApi that are not one call of the contract each. */
export const apiExtras = [
  'files.upload',
  'documents.uploadFile',
  'documents.download',
  'commonExpenses.uploadDocument',
  'maintenances.update',
  'notifications.streamTicket',
] as const;
