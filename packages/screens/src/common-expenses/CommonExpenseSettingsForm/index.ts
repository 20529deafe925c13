export {
  CommonExpenseSettingsForm,
  type CommonExpenseSettingsFormProps,
  type CommonExpenseSettingsState,
} from './CommonExpenseSettingsForm';
export type { SettingsValues } from './settings-form';
