export { Field, type FieldControlProps, type FieldProps, fieldLabelId } from './Field';
export * as fieldStyles from './Field.css';
