export { PeriodDocuments, type PeriodDocumentsProps, periodDocumentsTitle } from './PeriodDocuments';
export type { StatementCounts } from './period-documents';
