import { type CommonExpenseDetail, formatCurrency, type PaymentMethod } from '@horizontal/domain';
import { CurrencyInput, DateInput, Select, TextField } from '@horizontal/ui';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import { dayOf } from '../../shared/print';
import { FormDialog } from '../FormDialog';
import { statementLabel } from '../labels';
import {
  emptyDraft,
  type PaymentDraft,
  type PaymentValues,
  paymentFieldOf,
  paymentMethodOptions,
  toRequest,
  validateOn,
} from './payment-form';

export type PaymentFormProps = {
  /** The statement the payment is for. */
  statement: CommonExpenseDetail;
  /** POST /commonexpenses/payments/confirm (the app adds the statement's id). */
  onSubmit: (values: PaymentValues) => Promise<ActionResult>;
  onSaved: (values: PaymentValues) => void;
  /** Closes the dialog. */
  onCancel: () => void;
  /** The day the payment may not come after; today by default. */
  today?: Date;
  onDirtyChange?: (dirty: boolean) => void;
  /** Where focus goes once it closes: the row's actions it was opened from. */
  returnFocusTo?: () => HTMLElement | null | undefined;
};

export const referenceHint =
  'Número de transferencia, recibo o comprobante: registrar dos veces el mismo no lo cobra dos veces.';

/** Records a payment of a unit's statement as confirmed, in a dialog over the period's statements. */
export function PaymentForm({
  statement,
  onSubmit,
  onSaved,
  onCancel,
  today,
  onDirtyChange,
  returnFocusTo,
}: PaymentFormProps) {
  const day = dayOf(today ?? new Date());
  const form = useSavingForm<PaymentDraft, PaymentValues>({
    initial: emptyDraft(day),
    validate: validateOn(day),
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: paymentFieldOf,
  });
  const { values, setValue, errors } = form;
  return (
    <FormDialog
      form={form}
      title={`Registrar pago de ${statementLabel(statement)}`}
      description={`${statement.billedTo ? `A nombre de ${statement.billedTo}. ` : ''}Deuda total: ${formatCurrency(statement.totalDebt)}.`}
      submitLabel="Confirmar pago"
      onCancel={onCancel}
      returnFocusTo={returnFocusTo}
    >
      <FormSection title="Pago" columns={1}>
        <CurrencyInput label="Importe" required {...form.field('amount')} />
        <DateInput
          label="Fecha del pago"
          name="paidOn"
          required
          value={values.paidOn}
          error={errors.paidOn}
          maxDate={day}
          onChange={(paidOn) => setValue('paidOn', paidOn)}
          onBlur={() => form.touch('paidOn')}
        />
        <Select
          label="Medio de pago"
          name="method"
          required
          value={values.method}
          error={errors.method}
          options={paymentMethodOptions}
          onChange={(method) => setValue('method', method as PaymentMethod)}
        />
        <TextField label="Referencia" required maxLength={80} hint={referenceHint} {...form.field('reference')} />
      </FormSection>
    </FormDialog>
  );
}
