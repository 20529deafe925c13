export * from './common-expense-sheets';
