export * from './account';
export * from './common-expenses';
export * from './complex';
export * from './configuration';
export * from './master';
export * from './public';
export * from './reservations';
export * from './shared';
