export { COMPANY_NAME_MAX, CompanyForm, type CompanyFormProps } from './CompanyForm';
