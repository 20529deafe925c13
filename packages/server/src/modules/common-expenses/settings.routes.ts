import { commonExpenseMessages, contract, legalLateFeeRule } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../core/calls/register-call';
import { ApiError, messages } from '../../core/errors/api-error';
import type { CommonExpenseRepositories } from './repositories';

const calls = contract.commonExpenses;
const text = commonExpenseMessages;

/** How a complejo bills, and its administradora's IPC table. */
export const settingsRoutes = (repos: CommonExpenseRepositories) => async (app: FastifyInstance) => {
  const buildingOf = async (scope: Parameters<typeof repos.buildings.find>[0], id: number) => {
    const building = await repos.buildings.find(scope, id);
    if (!building) throw new ApiError(404, messages.buildingNotFound);
    return building;
  };

  registerCall(app, calls.settings, async ({ params, scope }) => {
    await buildingOf(scope, params.id);
    return { message: 'OK', settings: await repos.settings.settingsOf(params.id) };
  });

  registerCall(app, calls.saveSettings, async ({ body, scope }) => {
    const { buildingId, ...values } = body;
    const building = await buildingOf(scope, buildingId);
    // Ley 19.604 sets its own readjustment and rate: what the form sent for them only counts under the bylaws.
    const rule = values.lateFeeRule === 'ley-19604' ? legalLateFeeRule : values;
    const saved = await repos.settings.saveSettings(scope, building, {
      ...values,
      readjustByIndex: rule.readjustByIndex,
      annualRateBasisPoints: rule.annualRateBasisPoints,
    });
    return { message: text.settingsSaved, settings: saved };
  });

  registerCall(app, calls.priceIndex, async ({ params, scope }) => {
    const building = await buildingOf(scope, params.id);
    return { message: 'OK', months: await repos.settings.priceIndexOf(building.companyId) };
  });

  registerCall(app, calls.savePriceIndex, async ({ body, scope }) => {
    // The table is the administradora's of the complejo named: whoever reaches the complejo reaches its table.
    const building = await buildingOf(scope, body.buildingId);
    await repos.settings.savePriceIndex(scope, building.companyId, body.months);
    return { message: text.priceIndexSaved, months: await repos.settings.priceIndexOf(building.companyId) };
  });
};
