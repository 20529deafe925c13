export { ListScreen, type ListScreenProps, readOnlyDescription } from './ListScreen';
export { offered } from './offered';
export { type ConfirmedAction, useConfirmedAction } from './useConfirmedAction';
export {
  type StatusChange,
  type StatusDescriptions,
  type StatusToggle,
  type StatusToggleOptions,
  signInStatusDescriptions,
  useStatusToggle,
} from './useStatusToggle';
