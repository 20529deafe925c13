export { PantryForm, type PantryFormProps } from './PantryForm';
