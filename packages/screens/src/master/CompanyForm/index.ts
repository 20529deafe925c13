export { CompanyForm, type CompanyFormProps } from './CompanyForm';
export { COMPANY_NAME_MAX, type CompanyValues } from './company-form';
