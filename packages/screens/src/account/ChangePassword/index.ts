export { ChangePassword, type ChangePasswordProps, type ChangePasswordRequest } from './ChangePassword';
