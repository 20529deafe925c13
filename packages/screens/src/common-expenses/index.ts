export * from './CommonExpenseDetail';
export * from './CommonExpenseSettingsForm';
export * from './CommonExpensesList';
export * from './MovementForm';
export * from './PaymentForm';
export * from './PeriodDocuments';
export * from './PeriodForm';
export * from './PeriodSheets';
// Cierres, Totales Mensuales, Deuda and Contabilidad, written beside these.
export * from './reports';
