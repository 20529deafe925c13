export * from './common-expense-sheets';
export * from './payments-file';
