import { type CommonExpenseSettings, contract, legalLateFeeRule } from '@horizontal/domain';
import { publishedPriceIndex } from '@horizontal/domain/demo';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { commonExpenseSettings, modules, priceIndexMonths, roleModules, userBuildings, users } from '../../db/schema';
import { recordChange } from '../tenant/audit';
import type { Scope } from '../tenant/scope';
import { createTenantTable } from '../tenant/tenant-table';

/** What a complejo that never saved its settings bills by: the columns' defaults, Ley 19.604 for late payments. */
export const defaultSettings = (buildingId: number): CommonExpenseSettings => ({
  buildingId,
  dueDay: 10,
  reserveFundBasisPoints: 1_000,
  billTenants: false,
  lateFeeRule: 'ley-19604',
  readjustByIndex: legalLateFeeRule.readjustByIndex,
  annualRateBasisPoints: legalLateFeeRule.annualRateBasisPoints,
});

/** The permission module of the ledger's calls: its followers' profiles hold it. */
const ledgerModule = contract.commonExpenses.findAll.module ?? '';

export type SettingsValues = Omit<CommonExpenseSettings, 'buildingId'>;

export const createSettingsRepository = (db: Database) => {
  const settings = createTenantTable(db, commonExpenseSettings, { company: 'companyId', building: 'buildingId' });

  const settingsOf = async (buildingId: number, q: Queryable = db): Promise<CommonExpenseSettings> => {
    const [row] = await q.select().from(commonExpenseSettings).where(eq(commonExpenseSettings.buildingId, buildingId));
    if (!row) return defaultSettings(buildingId);
    return {
      buildingId,
      dueDay: row.dueDay,
      reserveFundBasisPoints: row.reserveFundBasisPoints,
      billTenants: row.billTenants,
      lateFeeRule: row.lateFeeRule as CommonExpenseSettings['lateFeeRule'],
      readjustByIndex: row.readjustByIndex,
      annualRateBasisPoints: row.annualRateBasisPoints,
    };
  };

  const indexRows = (companyId: number, q: Queryable = db) =>
    q
      .select({ period: priceIndexMonths.period, value: priceIndexMonths.value, source: priceIndexMonths.source })
      .from(priceIndexMonths)
      .where(eq(priceIndexMonths.companyId, companyId))
      .orderBy(asc(priceIndexMonths.period));

  return {
    settingsOf,
    saveSettings: async (scope: Scope, building: { id: number; companyId: number }, values: SettingsValues) =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: commonExpenseSettings.id })
          .from(commonExpenseSettings)
          .where(eq(commonExpenseSettings.buildingId, building.id))
          .for('no key update');
        if (current) await settings.update(scope, current.id, values, tx);
        else await settings.insert(scope, { ...values, companyId: building.companyId, buildingId: building.id }, tx);
        return settingsOf(building.id, tx);
      }),

    /**
     * The administradora's IPC table, oldest first. One that never saved a month starts with what the INE published
     * (the months the server ships with).
     */
    priceIndexOf: async (companyId: number, q: Queryable = db) => {
      const rows = await indexRows(companyId, q);
      if (rows.length === 0) return publishedPriceIndex.map((month) => ({ ...month }));
      return rows.map((row) => ({ period: row.period, value: Number(row.value), source: row.source }));
    },
    /** Adds or corrects months, on top of the published ones for an administradora that had none stored. */
    savePriceIndex: async (
      scope: Scope,
      companyId: number,
      months: readonly { period: string; value: number; source: string }[],
    ) =>
      db.transaction(async (tx) => {
        const stored = await indexRows(companyId, tx);
        const byPeriod = new Map(
          (stored.length === 0 ? publishedPriceIndex : []).map((month) => [month.period, month] as const),
        );
        for (const month of months) byPeriod.set(month.period, month);
        const values = [...byPeriod.values()].map((month) => ({
          companyId,
          period: month.period,
          value: String(month.value),
          source: month.source,
        }));
        await tx
          .insert(priceIndexMonths)
          .values(values)
          .onConflictDoUpdate({
            target: [priceIndexMonths.companyId, priceIndexMonths.period],
            set: { value: sql`excluded.value`, source: sql`excluded.source`, updatedAt: sql`now()` },
          });
        // One entry of the trail per save, with the months as they were sent.
        await recordChange(tx, scope, {
          action: 'update',
          entity: 'price_index_months',
          companyId,
          changes: { months },
        });
      }),

    /**
     * Who hears of the complejo's gastos comunes (notification type 2): the administradora's active staff assigned
     * to it whose profile has the module, but not whoever made the change.
     */
    followersOf: async (building: { id: number; companyId: number }, except: number, q: Queryable = db) =>
      (
        await q
          .selectDistinct({ id: users.id })
          .from(users)
          .innerJoin(userBuildings, eq(userBuildings.userId, users.id))
          .innerJoin(roleModules, eq(roleModules.roleId, users.roleId))
          .innerJoin(modules, eq(modules.id, roleModules.moduleId))
          .where(
            and(
              eq(users.companyId, building.companyId),
              eq(users.status, 'activo'),
              eq(userBuildings.buildingId, building.id),
              eq(modules.route, ledgerModule),
              ne(users.id, except),
            ),
          )
      ).map((row) => row.id),
  };
};

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
