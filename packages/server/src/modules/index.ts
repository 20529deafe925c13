/** Every module of the server, one line each; app.ts registers them all under the API prefix. */
export { accountModule } from './account';
export { assembliesModule } from './assemblies';
export { commonExpenseDocumentsModule } from './common-expense-documents';
export { commonExpensesModule } from './common-expenses';
export { complexModule } from './complex';
export { configurationModule } from './configuration';
export { filesModule } from './files';
export { frontDeskModule } from './front-desk';
export { healthModule } from './health';
export { masterModule } from './master';
export { messagingModule } from './messaging';
export { notificationsModule } from './notifications';
export { personnelModule } from './personnel';
export { publicModule } from './public';
export { referenceModule } from './reference';
export { reservationsModule } from './reservations';
