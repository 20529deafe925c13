export * from './Account';
export * from './ChangePassword';
export * from './Home';
export * from './ModuleTile';
export * from './SessionEnded';
