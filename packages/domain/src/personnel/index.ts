export * from './holidays';
export * from './leave';
