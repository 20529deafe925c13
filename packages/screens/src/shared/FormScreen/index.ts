export {
  AlertWithStep,
  FormScreen,
  type FormScreenProps,
  FormSkeleton,
  OptionsUnavailable,
  type OptionsUnavailableProps,
  RecordUnavailable,
  type RecordUnavailableProps,
} from './FormScreen';
export { RecordForm, type RecordFormProps } from './RecordForm';
