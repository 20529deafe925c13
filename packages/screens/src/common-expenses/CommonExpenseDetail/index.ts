export {
  CommonExpenseDetail,
  type CommonExpenseDetailProps,
  type CommonExpensePeriodState,
  type DetailTab,
  detailTabs,
} from './CommonExpenseDetail';
export { statementColumns } from './StatementsTable';
