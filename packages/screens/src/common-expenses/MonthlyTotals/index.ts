export { MonthlyTotals, type MonthlyTotalsProps, type MonthlyTotalsState } from './MonthlyTotals';
