export { FormActions, type FormActionsProps } from './FormActions';
