import {
  type LeaveBalanceRow,
  type LicenseCreate,
  type LicenseType,
  leaveDaysCounted,
  leaveWorkYear,
  licenseCreateSchema,
  licenseDays,
  licenseMessages,
} from '@horizontal/domain';
import type { FieldErrors } from '../../shared/forms';
import { balanceFor } from '../LicensesList/license-labels';
import { issuesByField } from '../staff-fields';

/**
 * What the form sends: the create body without the complejo, which the app adds. `Required`: the schema's default
 * makes the notes optional in its input, and the form always sends them.
 */
export type LicenseValues = Required<Omit<LicenseCreate, 'buildingId'>>;

/** The fields as edited: the person and the type as the selects' values. */
export type LicenseDraft = {
  personnelId: string;
  licenseTypeId: string;
  /** yyyy-mm-dd, or null until a real day is typed or picked. */
  startDate: string | null;
  endDate: string | null;
  notes: string;
};

/** From today, unless said otherwise; the end is asked for. */
export const emptyDraft = (today: string): LicenseDraft => ({
  personnelId: '',
  licenseTypeId: '',
  startDate: today,
  endDate: null,
  notes: '',
});

export const toRequest = (draft: LicenseDraft): LicenseValues => ({
  personnelId: Number(draft.personnelId),
  licenseTypeId: Number(draft.licenseTypeId),
  startDate: draft.startDate ?? '',
  endDate: draft.endDate ?? '',
  notes: draft.notes.trim(),
});

/** The type the select's value names, among those given. */
export const licenseTypeOf = (types: readonly LicenseType[], licenseTypeId: string) =>
  types.find((type) => String(type.id) === licenseTypeId);

/** The calendar days from the start to the end, both included, once both are set and in order; else null. */
export const calendarDays = (draft: Pick<LicenseDraft, 'startDate' | 'endDate'>): number | null =>
  draft.startDate && draft.endDate && draft.startDate <= draft.endDate
    ? licenseDays(draft.startDate, draft.endDate)
    : null;

/** A body the schema takes whole but for the dates: its «ends after it starts» runs only on an otherwise valid body. */
const validBody = { buildingId: 1, personnelId: 1, licenseTypeId: 1, notes: '' };

/**
 * Every problem of the draft at its field, in the words the server would use (the complejo is the app's): the schema's,
 * and a type's top of days (licenseMessages.tooManyDays) on the end, as the server checks it.
 */
export const validate = (draft: LicenseDraft, types: readonly LicenseType[]): FieldErrors<LicenseDraft> => {
  const request = toRequest(draft);
  const issues = [
    ...(licenseCreateSchema.safeParse({ ...request, buildingId: 1 }).error?.issues ?? []),
    ...(licenseCreateSchema.safeParse({ ...validBody, startDate: request.startDate, endDate: request.endDate }).error
      ?.issues ?? []),
  ];
  const problems: FieldErrors<LicenseDraft> = issuesByField(issues, draft);
  const type = licenseTypeOf(types, draft.licenseTypeId);
  const days = calendarDays(draft);
  if (type && type.maxDays !== null && days !== null && days > type.maxDays) {
    problems.endDate ??= licenseMessages.tooManyDays(type.name, type.maxDays, days);
  }
  return problems;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a message is one licenseMessages.tooManyDays builds, whatever its type and days. */
const tooManyDaysPattern = new RegExp(
  `^${escapeRegExp(licenseMessages.tooManyDays('\u0000', '\u0001' as unknown as number, '\u0002' as unknown as number))
    .replace('\u0000', '.+')
    .replace('\u0001', '\\d+')
    .replace('\u0002', '\\d+')}$`,
);

/** The server's refusals about one field, shown on it: the days on the end, a license of those days on the start. */
export const refusedField = (message: string): keyof LicenseDraft | undefined => {
  if (tooManyDaysPattern.test(message)) return 'endDate';
  if (message === licenseMessages.overlapping) return 'startDate';
  if (message === licenseMessages.foreignPersonnel || message === licenseMessages.unlinkedPersonnel) {
    return 'personnelId';
  }
  if (message === licenseMessages.licenseTypeNotFound || message === licenseMessages.foreignLicenseType) {
    return 'licenseTypeId';
  }
  return undefined;
};

/**
 * What the chosen days take, as the form shows them while they are chosen: the calendar days; for the annual leave
 * also the counted ones (no Sundays, no feriados) and the person's balance of the year that pays it.
 */
export type LeaveTake = {
  days: number;
  annual: { counted: number; year: number; balance: LeaveBalanceRow | undefined } | null;
};

export const leaveTakeOf = (
  draft: LicenseDraft,
  type: LicenseType | undefined,
  balances: readonly LeaveBalanceRow[],
): LeaveTake | null => {
  const days = calendarDays(draft);
  if (days === null || !draft.startDate || !draft.endDate) return null;
  if (!type?.annual) return { days, annual: null };
  return {
    days,
    annual: {
      counted: leaveDaysCounted(draft.startDate, draft.endDate),
      year: leaveWorkYear(draft.startDate),
      balance: draft.personnelId
        ? balanceFor({ personnelId: Number(draft.personnelId), startDate: draft.startDate }, balances)
        : undefined,
    },
  };
};

/** Under the type: its top of days, or that it is the annual leave. */
export const licenseTypeHint = (type: LicenseType | undefined) => {
  if (!type) return 'La licencia anual se descuenta del saldo de cada persona; las demás, según su tope de días.';
  if (type.annual) return 'Licencia anual: se descuenta del saldo de la persona, sin contar domingos ni feriados.';
  if (type.maxDays !== null) return `Hasta ${type.maxDays === 1 ? '1 día' : `${type.maxDays} días`}.`;
  return 'Sin tope de días.';
};
