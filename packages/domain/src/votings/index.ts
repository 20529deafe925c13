export * from './attendance';
export * from './count';
export * from './proxies';
export * from './rules';
