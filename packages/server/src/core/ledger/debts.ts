import {
  type AccountKey,
  accountHistories,
  accountKeyOf,
  compareSpanish,
  type DebtStanding,
  indexUsedOn,
  lateFeeRuleOf,
  montevideoToday,
  type Payer,
  periodOf,
  type ReadjustmentFactors,
  replayDebt,
} from '@horizontal/domain';
import type { LedgerRepository } from '../repositories/ledger.repository';
import type { SettingsRepository } from '../repositories/ledger-settings.repository';

/** What the replay reads: the ledger's history and the complejo's late-fee rule and price index. */
type DebtSources = { ledger: LedgerRepository; settings: SettingsRepository };

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
 * Every account of the complejo replayed to today (ledger/debt.ts): what its history needs read in one round trip
 * (ledger.repository historyOf: from its last settled month on), the arithmetic in memory, one table of readjustment
 * factors for them all. Measured for 2,000 units and two years by bench/common-expenses.ts.
 */
export const debtsOf = async (
  repos: DebtSources,
  building: { id: number; companyId: number },
  options: { only?: AccountKey; asOf?: string } = {},
) => {
  const asOf = options.asOf ?? montevideoToday();
  const [settings, index, history, { units, names }] = await Promise.all([
    repos.settings.settingsOf(building.id),
    repos.settings.priceIndexOf(building.companyId),
    repos.ledger.historyOf(building.id, undefined, options.only ?? 'all', periodOf(asOf)),
    repos.ledger.labelsOf(building.id),
  ]);
  const rule = lateFeeRuleOf(settings);
  const histories = accountHistories(history.statements, history.payments);
  const unitOf = new Map(units.map((unit) => [unit.id, unit]));
  const accounts: AccountDebt[] = [];
  const factors: ReadjustmentFactors = new Map();
  // Each account by its latest statement, the one Deuda links its certificate to. Deuda lists the accounts of the
  // newest period: one a month no longer bills (a tenant who left) keeps a statement while it owes anything.
  const newest = history.latest.reduce((max, statement) => (statement.period > max ? statement.period : max), '');
  for (const statement of history.latest) {
    if (!options.only && statement.period !== newest) continue;
    const key = accountKeyOf(statement);
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
      standing: replayDebt({ ...(account ?? { charges: [], payments: [] }), rule, index, asOf, factors }),
    });
  }
  accounts.sort(
    (a, b) =>
      compareSpanish(a.tower ?? '', b.tower ?? '') ||
      compareSpanish(a.apartment, b.apartment) ||
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
