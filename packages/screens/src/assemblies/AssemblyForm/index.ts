export { AssemblyForm, type AssemblyFormProps } from './AssemblyForm';
export type { AssemblyValues } from './assembly-form';
