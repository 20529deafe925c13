export { ListScreen, type ListScreenProps } from './ListScreen';
export { type ConfirmedAction, useConfirmedAction } from './useConfirmedAction';
export {
  type StatusDescriptions,
  type StatusToggleOptions,
  signInStatusDescriptions,
  useStatusToggle,
} from './useStatusToggle';
