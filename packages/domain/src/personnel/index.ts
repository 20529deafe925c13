export * from './holidays';
export * from './leave';
export * from './leave-balances';
export * from './time-records';
