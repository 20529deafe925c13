export { RecordHistory, type RecordHistoryProps, type RecordHistoryState } from './RecordHistory';
