import {
  type AccountKey,
  accountHistories,
  accountKeyOf,
  type DebtStanding,
  indexUsedOn,
  lateFeeRuleOf,
  montevideoToday,
  type Payer,
  replayDebt,
} from '@horizontal/domain';
import type { CommonExpenseRepositories } from './repositories';

/** Towers and unit numbers as people count them («101» before «1000»): one collator, not one per comparison. */
const unitOrder = new Intl.Collator('es', { numeric: true });

/** One account's debt today, with the statement and names that label it. */
export type AccountDebt = {
  detailId: number;
  apartmentId: number;
  apartment: string;
  tower: string | null;
  payer: Payer;
  billedTo: string | null;
  standing: DebtStanding;
};

/**
 * Every account of the complejo replayed to today (ledger/debt.ts): its statements and payments read in one round
 * trip as JSON, the arithmetic in memory. For 2,000 units with two years of history the replay itself is most of the
 * time (bench/common-expenses.ts).
 */
export const debtsOf = async (
  repos: CommonExpenseRepositories,
  building: { id: number; companyId: number },
  options: { only?: AccountKey; asOf?: string } = {},
) => {
  const asOf = options.asOf ?? montevideoToday();
  const [settings, index, history, units, names] = await Promise.all([
    repos.settings.settingsOf(building.id),
    repos.settings.priceIndexOf(building.companyId),
    repos.ledger.historyOf(building.id, undefined, options.only ?? 'all'),
    repos.ledger.unitsOf(building.id),
    repos.ledger.namesOf(building.id),
  ]);
  const rule = lateFeeRuleOf(settings);
  const histories = accountHistories(history.statements, history.payments);
  const unitOf = new Map(units.map((unit) => [unit.id, unit]));
  const accounts: AccountDebt[] = [];
  // Each account by its latest statement, the one Deuda links its certificate to.
  for (const statement of history.latest) {
    const key = accountKeyOf(statement);
    // A certificate replays its own account only.
    if (options.only && key !== accountKeyOf(options.only)) continue;
    const unit = unitOf.get(statement.apartmentId);
    if (!unit) continue;
    const account = histories.get(key);
    const { payer } = statement;
    accounts.push({
      detailId: statement.id,
      apartmentId: unit.id,
      apartment: unit.number,
      tower: unit.tower,
      payer,
      billedTo: repos.ledger.billedToOf(names.get(unit.id), payer),
      standing: replayDebt({ ...(account ?? { charges: [], payments: [] }), rule, index, asOf }),
    });
  }
  accounts.sort(
    (a, b) =>
      unitOrder.compare(a.tower ?? '', b.tower ?? '') ||
      unitOrder.compare(a.apartment, b.apartment) ||
      b.payer.localeCompare(a.payer),
  );
  return {
    asOf,
    settings,
    rule,
    // A rule without readjustment uses no index.
    indexUsed: rule.readjustByIndex ? indexUsedOn(index, asOf) : null,
    accounts,
  };
};
