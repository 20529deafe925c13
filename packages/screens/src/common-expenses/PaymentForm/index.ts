export { statementLabel } from '../labels';
export { PaymentForm, type PaymentFormProps, referenceHint } from './PaymentForm';
export type { PaymentValues } from './payment-form';
