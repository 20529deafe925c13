import {
  type CommonExpense,
  type CommonExpenseSettings,
  commonExpenseStatusLabels,
  type ExtraFeeSplit,
  extraFeeSplitLabels,
  formatCurrency,
} from '@horizontal/domain';
import {
  Button,
  CurrencyInput,
  DateInput,
  DescriptionList,
  InlineAlert,
  PeriodPicker,
  RadioGroup,
  TextField,
} from '@horizontal/ui';
import { FormSection } from '../../shared/FormSection';
import { type ActionResult, useSavingForm } from '../../shared/forms';
import { FormDialog, ReadOnlyDialog } from '../FormDialog';
import { closedNotice, formatIsoDay, formatIsoPeriod, formatPercent, isOpen } from '../labels';
import {
  draftOf,
  emptyDraft,
  extraFeeSplitOptions,
  type PeriodDraft,
  type PeriodValues,
  periodRefusal,
  toRequest,
  validate,
} from './period-form';

export type PeriodFormState =
  /** `suggested`: the month that comes after the complejo's latest (yyyy-mm), to start from. */
  { mode: 'CREATE'; suggested?: string } | { mode: 'MODIFY' | 'DETAIL'; record: CommonExpense };

export type PeriodFormProps = {
  state: PeriodFormState;
  /** The complejo's settings, which fill in an empty due date and reserve fund; the hints name them. */
  settings?: Pick<CommonExpenseSettings, 'dueDay' | 'reserveFundBasisPoints'>;
  /** POST /commonexpenses/create (the app adds the complejo) or /commonexpenses/update (the app adds the id). */
  onSubmit: (values: PeriodValues) => Promise<ActionResult>;
  onSaved: (values: PeriodValues) => void;
  /** Closes the dialog. */
  onCancel: () => void;
  /** The detail's «Modificar», offered for an open period when the profile may change it. */
  onModify?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

const dueDateHint = (settings: PeriodFormProps['settings']) =>
  settings
    ? `Si lo deja vacío, vence el día ${settings.dueDay} del mes siguiente.`
    : 'Si lo deja vacío, vence el día de vencimiento de la configuración, el mes siguiente.';

const reserveFundHint = (settings: PeriodFormProps['settings']) =>
  `Sobre los egresos del mes, con hasta dos decimales. Si lo deja vacío, se usa ${
    settings ? `el ${formatPercent(settings.reserveFundBasisPoints)}` : 'el porcentaje'
  } de la configuración.`;

function PeriodEditor({
  record,
  suggested,
  settings,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
}: Omit<PeriodFormProps, 'state' | 'onModify'> & { record: CommonExpense | null; suggested?: string }) {
  const form = useSavingForm<PeriodDraft, PeriodValues>({
    initial: record ? draftOf(record) : emptyDraft(suggested),
    validate,
    toRequest,
    onSubmit,
    onSaved,
    onDirtyChange,
    fieldOf: (message) => (record === null && periodRefusal(message) ? 'period' : undefined),
  });
  const { values, setValue, errors } = form;
  return (
    <FormDialog
      form={form}
      title={record ? `Modificar ${formatIsoPeriod(record.period)}` : 'Nuevo período'}
      description={
        record
          ? 'Lo que el mes abierto cobra: se aplica al cerrarlo.'
          : 'Abre el mes de gastos comunes del complejo, con un estado de cuenta por unidad.'
      }
      submitLabel={record ? 'Guardar' : 'Crear período'}
      onCancel={onCancel}
    >
      <FormSection title="Mes" columns={1}>
        {!record && (
          <PeriodPicker
            label="Período"
            name="period"
            required
            value={values.period}
            error={errors.period}
            hint="Los meses van en orden: el siguiente al último del complejo."
            onChange={(period) => setValue('period', period)}
          />
        )}
        <DateInput
          label="Vencimiento"
          name="dueDate"
          value={values.dueDate}
          hint={dueDateHint(settings)}
          onChange={(dueDate) => setValue('dueDate', dueDate)}
        />
      </FormSection>
      <FormSection title="Qué cobra" columns={1}>
        <TextField
          label="Fondo de reserva (%)"
          inputMode="decimal"
          maxLength={6}
          hint={reserveFundHint(settings)}
          {...form.field('reserveFund')}
        />
        <CurrencyInput
          label="Cuota extraordinaria"
          hint="El total a repartir entre las unidades este mes; vacío si no hay."
          {...form.field('extraFeeAmount')}
        />
        <RadioGroup
          label="Reparto de la cuota extraordinaria"
          name="extraFeeSplit"
          value={values.extraFeeSplit}
          error={errors.extraFeeSplit}
          options={extraFeeSplitOptions}
          onChange={(split) => setValue('extraFeeSplit', split as ExtraFeeSplit)}
        />
      </FormSection>
    </FormDialog>
  );
}

/** A period's terms, read only: a closed month's are fixed. */
function PeriodDetail({
  record,
  onCancel,
  onModify,
}: {
  record: CommonExpense;
  onCancel: () => void;
  onModify?: () => void;
}) {
  const open = isOpen(record);
  return (
    <ReadOnlyDialog
      title={formatIsoPeriod(record.period)}
      description="Lo que el período cobra además de sus movimientos."
      onClose={onCancel}
      actions={
        open &&
        onModify && (
          <Button variant="secondary" onClick={onModify}>
            Modificar
          </Button>
        )
      }
    >
      {!open && <InlineAlert tone="info">{closedNotice}</InlineAlert>}
      <DescriptionList
        columns={1}
        items={[
          { term: 'Estado', description: commonExpenseStatusLabels[record.status] },
          { term: 'Vencimiento', description: formatIsoDay(record.dueDate) },
          { term: 'Fondo de reserva', description: formatPercent(record.reserveFundBasisPoints) },
          {
            term: 'Cuota extraordinaria',
            description: record.extraFeeAmount === 0 ? 'No tiene' : formatCurrency(record.extraFeeAmount),
          },
          ...(record.extraFeeAmount === 0
            ? []
            : [{ term: 'Reparto de la cuota extraordinaria', description: extraFeeSplitLabels[record.extraFeeSplit] }]),
        ]}
      />
    </ReadOnlyDialog>
  );
}

/**
 * The dialog of a period, opened from the list: CREATE opens the next month; MODIFY changes what an open month
 * bills (due date, reserve fund, extraordinary fee and its split); DETAIL shows them, fixed once the month closed.
 */
export function PeriodForm({ state, onModify, ...editor }: PeriodFormProps) {
  if (state.mode === 'CREATE') return <PeriodEditor {...editor} record={null} suggested={state.suggested} />;
  if (state.mode === 'MODIFY' && isOpen(state.record)) {
    return <PeriodEditor key={state.record.id} {...editor} record={state.record} />;
  }
  return <PeriodDetail record={state.record} onCancel={editor.onCancel} onModify={onModify} />;
}
