import {
  type CommonExpenseSettings,
  type CommonExpenseSettingsSave,
  commonExpenseSettingsSaveSchema,
  type LateFeeRuleName,
  lateFeeRuleLabels,
  lateFeeRules,
  legalLateFeeRule,
} from '@horizontal/domain';
import { numberProblem, onlyProblems, parseDecimal, problemOf } from '../../shared/forms';
import { parsePercent, percentText } from '../labels';
import { percentNotNumber } from '../PeriodForm/period-form';

/** What the form sends: the settings without the complejo, which the app adds. */
export type SettingsValues = Required<Omit<CommonExpenseSettingsSave, 'buildingId'>>;

export type SettingsDraft = {
  dueDay: string;
  reserveFund: string;
  billTenants: boolean;
  lateFeeRule: LateFeeRuleName;
  readjustByIndex: boolean;
  annualRate: string;
};

export const lateFeeRuleOptions = lateFeeRules.map((rule) => ({ value: rule, label: lateFeeRuleLabels[rule] }));

export const draftOf = (settings: CommonExpenseSettings): SettingsDraft => ({
  dueDay: String(settings.dueDay),
  reserveFund: percentText(settings.reserveFundBasisPoints),
  billTenants: settings.billTenants,
  lateFeeRule: settings.lateFeeRule,
  readjustByIndex: settings.readjustByIndex,
  annualRate: percentText(settings.annualRateBasisPoints),
});

const fields = commonExpenseSettingsSaveSchema.shape;

/** A required percent: empty is asked for in the schema's words. */
const requiredPercent = (schema: Parameters<typeof problemOf>[0], text: string) => {
  const value = parsePercent(text);
  if (value !== undefined && Number.isNaN(value)) return percentNotNumber;
  return problemOf(schema, value);
};

export const validate = (draft: SettingsDraft) =>
  onlyProblems<SettingsDraft>({
    dueDay: numberProblem(
      fields.dueDay,
      draft.dueDay,
      'El día de vencimiento debe ser un número entero, del 1 al 28.',
      'Ingrese el día de vencimiento.',
    ),
    reserveFund: requiredPercent(fields.reserveFundBasisPoints, draft.reserveFund),
    billTenants: null,
    lateFeeRule: problemOf(fields.lateFeeRule, draft.lateFeeRule),
    readjustByIndex: null,
    // Ley 19.604 sets its own rate: the field is only asked for under the bylaws' rule.
    annualRate:
      draft.lateFeeRule === 'reglamento' ? requiredPercent(fields.annualRateBasisPoints, draft.annualRate) : null,
  });

export const toRequest = (draft: SettingsDraft): SettingsValues => {
  const legal = draft.lateFeeRule === 'ley-19604';
  return {
    dueDay: parseDecimal(draft.dueDay) ?? 0,
    reserveFundBasisPoints: parsePercent(draft.reserveFund) ?? 0,
    billTenants: draft.billTenants,
    lateFeeRule: draft.lateFeeRule,
    readjustByIndex: legal ? legalLateFeeRule.readjustByIndex : draft.readjustByIndex,
    annualRateBasisPoints: legal ? legalLateFeeRule.annualRateBasisPoints : (parsePercent(draft.annualRate) ?? 0),
  };
};
