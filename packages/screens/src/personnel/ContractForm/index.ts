export { ContractForm, type ContractFormOptions, type ContractFormProps } from './ContractForm';
export type { ContractUploader, ContractValues } from './contract-form';
