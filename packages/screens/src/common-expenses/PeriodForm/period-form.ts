import {
  type CalendarDate,
  type Cents,
  type CommonExpense,
  type CommonExpenseCreate,
  commonExpenseCreateSchema,
  commonExpenseMessages,
  type ExtraFeeSplit,
  extraFeeSplitLabels,
  extraFeeSplits,
  toIsoDate,
  type YearMonth,
} from '@horizontal/domain';
import { onlyProblems, problemOf } from '../../shared/forms';
import { calendarDateOf, formatIsoPeriod, parsePercent, percentText } from '../labels';

/**
 * What the form sends: the create body without the complejo, which the app adds (an update sends the same terms
 * with the period's id instead, and ignores `period`). An empty due date or reserve fund is null: the complejo's
 * settings fill it in.
 */
export type PeriodValues = Required<Omit<CommonExpenseCreate, 'buildingId'>>;

/** What the fields hold while typed. */
export type PeriodDraft = {
  period: YearMonth | null;
  dueDate: CalendarDate | null;
  /** A percent as typed: «10», «10,5»; empty for the complejo's. */
  reserveFund: string;
  extraFeeAmount: Cents | null;
  extraFeeSplit: ExtraFeeSplit;
};

export const extraFeeSplitOptions = extraFeeSplits.map((split) => ({
  value: split,
  label: extraFeeSplitLabels[split],
  hint:
    split === 'coeficiente'
      ? 'Cada unidad paga según su coeficiente, como los gastos comunes.'
      : 'Todas las unidades pagan lo mismo.',
}));

const isoPeriod = ({ year, month }: YearMonth) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

const yearMonthOf = (period: string | undefined): YearMonth | null => {
  const match = period ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
};

/** A new period starts from the one that comes next, or blank. */
export const emptyDraft = (suggested?: string): PeriodDraft => ({
  period: yearMonthOf(suggested),
  dueDate: null,
  reserveFund: '',
  extraFeeAmount: null,
  extraFeeSplit: 'coeficiente',
});

/** An open period's terms as the fields show them. */
export const draftOf = (record: CommonExpense): PeriodDraft => ({
  period: yearMonthOf(record.period),
  dueDate: calendarDateOf(record.dueDate),
  reserveFund: percentText(record.reserveFundBasisPoints),
  extraFeeAmount: record.extraFeeAmount === 0 ? null : record.extraFeeAmount,
  extraFeeSplit: record.extraFeeSplit,
});

const fields = commonExpenseCreateSchema.shape;

export const percentNotNumber = 'Escriba el porcentaje con números, por ejemplo 10 o 10,5.';

/** The percent field's problem in the schema's words; empty is fine (the default applies). */
export const percentProblem = (schema: Parameters<typeof problemOf>[0], text: string) => {
  const value = parsePercent(text);
  if (value === undefined) return null;
  if (Number.isNaN(value)) return percentNotNumber;
  return problemOf(schema, value);
};

export const validate = (draft: PeriodDraft) =>
  onlyProblems<PeriodDraft>({
    period: problemOf(fields.period, draft.period ? isoPeriod(draft.period) : undefined),
    dueDate: null,
    reserveFund: percentProblem(fields.reserveFundBasisPoints, draft.reserveFund),
    extraFeeAmount: problemOf(fields.extraFeeAmount, draft.extraFeeAmount ?? 0),
    extraFeeSplit: problemOf(fields.extraFeeSplit, draft.extraFeeSplit),
  });

export const toRequest = (draft: PeriodDraft): PeriodValues => ({
  period: draft.period ? isoPeriod(draft.period) : '',
  dueDate: draft.dueDate ? toIsoDate(draft.dueDate) : null,
  reserveFundBasisPoints: parsePercent(draft.reserveFund) ?? null,
  extraFeeAmount: draft.extraFeeAmount ?? 0,
  extraFeeSplit: draft.extraFeeSplit,
});

/** Whether `message` is the one `template` builds around a period («Marzo 2026 sigue abierto: …»). */
const isPeriodMessage = (template: (period: string) => string, message: string) => {
  const sample = '2000-01';
  const [before = '', after = ''] = template(sample).split(formatIsoPeriod(sample));
  return message.length > before.length + after.length && message.startsWith(before) && message.endsWith(after);
};

/** The refusals of commonexpenses/create that are about the month chosen: shown on the period's field. */
export const periodRefusal = (message: string) =>
  message === commonExpenseMessages.periodTaken ||
  isPeriodMessage(commonExpenseMessages.anotherOpen, message) ||
  isPeriodMessage(commonExpenseMessages.notNext, message);
