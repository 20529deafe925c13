import {
  type CalendarDate,
  type Cents,
  formatIsoPeriod,
  type MovementInput,
  type MovementType,
  movementInputSchema,
  movementTypeLabels,
  movementTypes,
  toIsoDate,
} from '@horizontal/domain';
import { onlyProblems, problemOf } from '../../shared/forms';

/** One movement as the form sends it; the app adds the period and sends it in a list of one. */
export type MovementValues = Required<MovementInput>;

export type MovementDraft = {
  date: CalendarDate | null;
  type: MovementType | '';
  category: string;
  description: string;
  amount: Cents | null;
};

export const movementTypeOptions = movementTypes.map((type) => ({
  value: type,
  label: movementTypeLabels[type],
  hint: type === 'ingreso' ? 'Entra a la cuenta del complejo.' : 'Sale de la cuenta: se reparte entre las unidades.',
}));

export const emptyDraft = (today: CalendarDate): MovementDraft => ({
  date: today,
  type: '',
  category: '',
  description: '',
  amount: null,
});

/** The next movement of «Guardar y agregar otro» keeps the day and the kind: they usually come in a batch. */
export const startAnother = (draft: MovementDraft): MovementDraft => ({
  ...draft,
  category: '',
  description: '',
  amount: null,
});

const fields = movementInputSchema.shape;

export const validate = (draft: MovementDraft) =>
  onlyProblems<MovementDraft>({
    date: problemOf(fields.date, draft.date ? toIsoDate(draft.date) : undefined),
    type: problemOf(fields.type, draft.type === '' ? undefined : draft.type),
    category: problemOf(fields.category, draft.category),
    description: problemOf(fields.description, draft.description),
    amount: problemOf(fields.amount, draft.amount ?? undefined),
  });

export const toRequest = (draft: MovementDraft): MovementValues => ({
  date: draft.date ? toIsoDate(draft.date) : '',
  type: draft.type === '' ? 'egreso' : draft.type,
  category: draft.category.trim(),
  description: draft.description.trim(),
  amount: draft.amount ?? 0,
});

/**
 * A movement dated in another month still counts in the period it is added to (a salary of October paid on 3
 * November goes in October's): the date's hint says so rather than refusing it.
 */
export const dateHint = (date: CalendarDate | null, period: string | undefined): string | undefined => {
  if (!date || !period) return undefined;
  const month = toIsoDate(date).slice(0, 7);
  if (month === period) return undefined;
  return `Es de ${formatIsoPeriod(month)}: el movimiento cuenta en ${formatIsoPeriod(period)}.`;
};
