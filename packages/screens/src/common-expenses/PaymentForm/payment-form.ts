import {
  type CalendarDate,
  type Cents,
  commonExpenseMessages,
  compareDates,
  formatCurrency,
  type PaymentConfirm,
  type PaymentMethod,
  paymentConfirmSchema,
  paymentMethodLabels,
  paymentMethods,
  toIsoDate,
} from '@horizontal/domain';
import { onlyProblems, problemOf } from '../../shared/forms';

/** What the form sends: the payment without the statement, which the app adds. */
export type PaymentValues = Required<Omit<PaymentConfirm, 'detailId'>>;

export type PaymentDraft = {
  amount: Cents | null;
  paidOn: CalendarDate | null;
  method: PaymentMethod;
  reference: string;
};

export const paymentMethodOptions = paymentMethods.map((method) => ({
  value: method,
  label: paymentMethodLabels[method],
}));

export const emptyDraft = (today: CalendarDate): PaymentDraft => ({
  amount: null,
  paidOn: today,
  method: 'transferencia',
  reference: '',
});

const fields = paymentConfirmSchema.shape;

/** The schema's rules, and a day not after today: a payment is recorded once it was made. */
export const validateOn = (today: CalendarDate) => (draft: PaymentDraft) =>
  onlyProblems<PaymentDraft>({
    amount: problemOf(fields.amount, draft.amount ?? undefined),
    paidOn:
      draft.paidOn === null
        ? problemOf(fields.paidOn, undefined)
        : compareDates(draft.paidOn, today) > 0
          ? commonExpenseMessages.paidInFuture
          : null,
    method: problemOf(fields.method, draft.method),
    reference: problemOf(fields.reference, draft.reference),
  });

export const toRequest = (draft: PaymentDraft): PaymentValues => ({
  amount: draft.amount ?? 0,
  paidOn: draft.paidOn ? toIsoDate(draft.paidOn) : '',
  method: draft.method,
  reference: draft.reference.trim(),
});

/** «La referencia TRF-1 ya se usó para otro pago de $ 1.200,00. …», whatever the reference and the amount. */
const isReferenceTaken = (message: string) => {
  const [before = '', rest = ''] = commonExpenseMessages.referenceTaken('\u0000', 0).split('\u0000');
  const [middle = '', after = ''] = rest.split(formatCurrency(0));
  return message.startsWith(before) && message.includes(middle) && message.endsWith(after);
};

/** The refusals of payments/confirm about one field, shown on it. */
export const paymentFieldOf = (message: string): keyof PaymentDraft | undefined => {
  if (isReferenceTaken(message)) return 'reference';
  if (message === commonExpenseMessages.paidInFuture) return 'paidOn';
  return undefined;
};
