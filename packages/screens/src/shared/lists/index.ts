export { emailColumn, phoneColumn } from './contact-columns';
export {
  type ListProps,
  ListScreen,
  type ListScreenProps,
  type ListState,
  readOnlyDescription,
  rowsOf,
} from './ListScreen';
export { type ConfirmedAction, useConfirmedAction } from './useConfirmedAction';
export {
  type StatusChange,
  type StatusDescriptions,
  type StatusToggle,
  type StatusToggleOptions,
  signInStatusDescriptions,
  useStatusToggle,
} from './useStatusToggle';
