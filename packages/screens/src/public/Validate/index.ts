export { VALIDATION_CODE_LENGTH, Validate, type ValidateProps, type ValidateRequest } from './Validate';
