export * from './closing';
export * from './debt';
export * from './debt-report';
export * from './price-index';
export * from './shares';
export * from './statements';
export * from './payment-reference';
