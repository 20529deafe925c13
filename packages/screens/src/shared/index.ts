export type { ActionResult, FormState } from './forms';
export { activeStatusBadges } from './labels';
export { PrintOwner } from './print';
export { RecordHistory, type RecordHistoryProps, type RecordHistoryState } from './RecordHistory';
export { RowActionDialog, type RowActionDialogProps, type RowActionField, rowActionTones } from './RowActionDialog';
