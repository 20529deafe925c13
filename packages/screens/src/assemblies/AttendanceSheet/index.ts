export { AttendanceSheet, type AttendanceSheetProps } from './AttendanceSheet';
export type { AttendanceChange } from './attendance-draft';
