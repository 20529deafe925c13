export { CommonAreaForm, type CommonAreaFormProps } from './CommonAreaForm';
