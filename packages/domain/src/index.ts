export * from './constants';
export * from './contract';
export * from './dates';
export * from './entities';
export * from './formatters';
export * from './ledger';
export * from './modules';
export * from './validators';
