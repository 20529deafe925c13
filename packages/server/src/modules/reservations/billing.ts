import { chargeOf, type ReserveStatus, reserveMessages } from '@horizontal/domain';
import { ApiError } from '../../core/errors/api-error';
import type { Scope } from '../../core/tenant/scope';
import type { Queryable } from '../../db/client';
import type { ChargesRepository } from './charges.repository';
import type { ReserveListing } from './reserves.repository';

const chargeOfRow = (reserve: ReserveListing, status: ReserveStatus) =>
  chargeOf({ status, price: reserve.priceCents, date: reserve.date });

/**
 * A confirmed booking with a price charges its unit's month, in the transaction that confirms it; a month already
 * closed in gastos comunes takes no more charges, so the confirmation is refused. A booking that leaves
 * «confirmada» takes its charge back while the month is open; a closed month keeps what it billed.
 */
export const billingOf = (charges: ChargesRepository) => ({
  bill: async (tx: Queryable, scope: Scope, reserve: ReserveListing) => {
    const charge = chargeOfRow(reserve, 'confirmada');
    if (!charge) return;
    if (!(await charges.isOpen(tx, reserve.buildingId, charge.period))) {
      throw new ApiError(409, reserveMessages.monthClosed(charge.period));
    }
    await charges.add(scope, tx, reserve, charge);
  },

  unbill: async (tx: Queryable, scope: Scope, reserve: ReserveListing) => {
    const charge = chargeOfRow(reserve, 'confirmada');
    if (!charge || !(await charges.isOpen(tx, reserve.buildingId, charge.period))) return;
    await charges.remove(scope, tx, reserve, charge);
  },
});

export type Billing = ReturnType<typeof billingOf>;
