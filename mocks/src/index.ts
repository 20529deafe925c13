export { apiPath } from './api-path';
export { type Account, db, resetDb, seededDb } from './db';
export * from './fixtures';
export { handlers } from './handlers';
export { employeeRowOf, userRowOf } from './handlers/accounts';
export { MockError } from './handlers/guards';
export { mockCall, mockedCalls } from './handlers/mock-call';
export { debtCertificateOf, debtReportOf } from './ledger';
export {
  authScenarios,
  scenario,
} from './scenarios';
