export {
  RowActionDialog,
  type RowActionDialogProps,
  type RowActionField,
  rowActionTones,
} from './RowActionDialog';
export { type AskedAction, useRowActions } from './useRowActions';
