export {
  type CommonExpenseSettingsProps,
  CommonExpensesList,
  type CommonExpensesListProps,
} from './CommonExpensesList';
