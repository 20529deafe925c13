export * from './AccessRequest';
export * from './Contact';
export * from './Forgot';
export * from './Landing';
export * from './Login';
export * from './Policy';
export * from './Terms';
export * from './Validate';
