export {
  FormScreen,
  type FormScreenProps,
  FormSkeleton,
  RecordUnavailable,
  type RecordUnavailableProps,
} from './FormScreen';
export { RecordForm, type RecordFormProps } from './RecordForm';
