export { PasswordField, type PasswordFieldProps, passwordRules } from './PasswordField';
