export { Account, type AccountMode, type AccountProps, type AccountUpdate, type AccountUser } from './Account';
