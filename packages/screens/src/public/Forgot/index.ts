export { Forgot, type ForgotProps, type ForgotRequest } from './Forgot';
