export {
  FormScreen,
  type FormScreenProps,
  FormSkeleton,
  RecordUnavailable,
  type RecordUnavailableProps,
} from './FormScreen';
