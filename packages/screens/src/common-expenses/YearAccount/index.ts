export {
  shortMonthNames,
  YearAccount,
  type YearAccountProps,
  type YearAccountState,
  yearAccountEmpty,
} from './YearAccount';
