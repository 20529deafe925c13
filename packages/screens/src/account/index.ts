export * from './Account';
export * from './ChangePassword';
export * from './Home';
