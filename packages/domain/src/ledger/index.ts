export * from './closing';
export * from './debt';
export * from './debt-report';
export * from './payment-reference';
export * from './price-index';
export * from './shares';
export * from './statements';
export * from './year-account';
