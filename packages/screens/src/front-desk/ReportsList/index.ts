export { ReportsList, type ReportsListProps, reportsEmpty } from './ReportsList';
