export { ListScreen, type ListScreenProps } from './ListScreen';
export { type ConfirmedAction, useConfirmedAction } from './useConfirmedAction';
