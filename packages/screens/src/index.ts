export * from './account';
export * from './complejo';
export * from './configuration';
export * from './master';
export * from './public';
export * from './shared';
