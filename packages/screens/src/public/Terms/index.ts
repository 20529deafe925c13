export { Terms, type TermsProps } from './Terms';
