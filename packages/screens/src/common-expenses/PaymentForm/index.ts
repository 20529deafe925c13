export { PaymentForm, type PaymentFormProps, referenceHint, statementLabel } from './PaymentForm';
export type { PaymentValues } from './payment-form';
