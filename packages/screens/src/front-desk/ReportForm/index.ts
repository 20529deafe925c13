export { ReportForm, type ReportFormOptions, type ReportFormProps } from './ReportForm';
export type { ReportValues } from './report-form';
