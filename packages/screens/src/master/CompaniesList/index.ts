export { CompaniesList, type CompaniesListProps } from './CompaniesList';
