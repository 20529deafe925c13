import { type PriceIndexEntry, priceIndexSaveSchema, type YearMonth } from '@horizontal/domain';
import { numberProblem, onlyProblems, parseDecimal, problemOf } from '../../shared/forms';

/** One month of the IPC as the form sends it; the app adds the complejo. */
export type PriceIndexMonthValues = PriceIndexEntry;

export type PriceIndexDraft = { period: YearMonth | null; value: string; source: string };

export const emptyPriceIndexDraft: PriceIndexDraft = { period: null, value: '', source: '' };

const fields = priceIndexSaveSchema.shape.months.element.shape;

export const isoPeriodOf = ({ year, month }: YearMonth) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

export const valueNotNumber = 'Escriba el valor con números y hasta cuatro decimales, por ejemplo 118,2034.';

/** The index as the INE writes it: «118,2034». */
export const formatIndexValue = (value: number) =>
  value.toLocaleString('es-UY', { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: false });

export const validatePriceIndex = (draft: PriceIndexDraft) =>
  onlyProblems<PriceIndexDraft>({
    period: draft.period ? problemOf(fields.period, isoPeriodOf(draft.period)) : 'Seleccione el mes del índice.',
    value: numberProblem(fields.value, draft.value, valueNotNumber, 'Ingrese el valor del índice.'),
    source: problemOf(fields.source, draft.source.trim()),
  });

export const priceIndexRequest = (draft: PriceIndexDraft): PriceIndexMonthValues => ({
  period: draft.period ? isoPeriodOf(draft.period) : '',
  value: parseDecimal(draft.value) ?? 0,
  source: draft.source.trim(),
});
