export { importClosedNotice, PeriodSheets, type PeriodSheetsActions, type PeriodSheetsProps } from './PeriodSheets';
