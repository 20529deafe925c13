// The module's reports and closures (Cierres, Totales Mensuales, Deuda, Contabilidad), joined into the module's index.ts.
export * from './ClosureNew';
export * from './ClosuresList';
export * from './DebtCertificate';
export * from './DebtList';
export * from './MonthlyTotals';
export * from './YearAccount';
