export { DEFAULT_CONTACT_EMAIL, LEGAL_UPDATED_ON, Policy, type PolicyProps } from './Policy';
