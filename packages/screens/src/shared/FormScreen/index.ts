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
export { type EditorOptions, RecordEditor, type RecordEditorProps } from './RecordEditor';
export { RecordForm, type RecordFormProps } from './RecordForm';
