import { lazy } from 'react';

/*
 * The forms the module's screens open in dialogs, loaded the first time one opens: their date, currency and radio
 * fields would otherwise weigh on every visit to the list they open from, past its 60 KB (app/bench/budget.ts).
 */
export const PeriodForm = lazy(() =>
  import('./PeriodForm/PeriodForm').then((module) => ({ default: module.PeriodForm })),
);
export const CommonExpenseSettingsForm = lazy(() =>
  import('./CommonExpenseSettingsForm/CommonExpenseSettingsForm').then((module) => ({
    default: module.CommonExpenseSettingsForm,
  })),
);
export const PaymentForm = lazy(() =>
  import('./PaymentForm/PaymentForm').then((module) => ({ default: module.PaymentForm })),
);
export const MovementForm = lazy(() =>
  import('./MovementForm/MovementForm').then((module) => ({ default: module.MovementForm })),
);
export const PriceIndexEditor = lazy(() =>
  import('./DebtList/PriceIndexEditor').then((module) => ({ default: module.PriceIndexEditor })),
);
export const PeriodSheets = lazy(() =>
  import('./PeriodSheets/PeriodSheets').then((module) => ({ default: module.PeriodSheets })),
);
