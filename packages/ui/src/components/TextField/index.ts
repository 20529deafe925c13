export { TextField, type TextFieldProps, textFieldTypes } from './TextField';
