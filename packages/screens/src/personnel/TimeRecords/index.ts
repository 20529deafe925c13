export { currentMonth, currentWeek, lastWeek, type TimeRange } from './record-days';
export type { TimeRecordUpdateValues, TimeRecordValues } from './record-form';
export { dayRowLabel, TimeRecords, type TimeRecordsProps } from './TimeRecords';
