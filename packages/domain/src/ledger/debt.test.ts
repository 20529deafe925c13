import { describe, expect, it } from 'vitest';
import { agingOf, bucketOf, type LateFeeRule, legalLateFeeRule, replayDebt } from './debt';
import { indexFor, readjustmentFactor } from './price-index';

const interestOnly: LateFeeRule = { readjustByIndex: false, annualRateBasisPoints: 1_200 };
const march = { period: '2026-03', issuedOn: '2026-03-31', dueDate: '2026-04-10', amount: 100_000 };
const april = { period: '2026-04', issuedOn: '2026-04-30', dueDate: '2026-05-10', amount: 50_000 };
const index = [
  { period: '2026-03', value: 100 },
  { period: '2026-04', value: 101 },
  { period: '2026-05', value: 102 },
];

describe('the debt of an account, replayed', () => {
  it('accrues nothing until the due date, then 12 % a year simple interest', () => {
    const due = replayDebt({ charges: [march], payments: [], rule: interestOnly, index, asOf: '2026-04-10' });
    expect(due.total).toBe(100_000);
    // 365 days late: 12 % of 1.000,00, never capitalized.
    const year = replayDebt({ charges: [march], payments: [], rule: interestOnly, index, asOf: '2027-04-10' });
    expect(year.surcharge).toBe(12_000);
    expect(year.charges[0]).toMatchObject({ interest: 12_000, readjustment: 0, daysLate: 365 });
  });

  it('readjusts by the IPC from the month due to the month before payment, and the interest runs on that', () => {
    // Due in April (index 101), paid in June: the month before is May (102).
    expect(readjustmentFactor(index, '2026-04', '2026-06').factor).toBeCloseTo(102 / 101, 12);
    const standing = replayDebt({ charges: [march], payments: [], rule: legalLateFeeRule, index, asOf: '2026-06-09' });
    const factor = 102 / 101;
    expect(standing.charges[0]!.readjustment).toBe(Math.round(100_000 * (factor - 1)));
    expect(standing.surcharge).toBe(Math.round(100_000 * (factor - 1) + (100_000 * factor * 0.12 * 60) / 365));
  });

  it('uses the last published index for a month not out yet, and says so', () => {
    expect(indexFor(index, '2026-09')).toEqual({ period: '2026-05', value: 102, estimated: true });
    const standing = replayDebt({ charges: [march], payments: [], rule: legalLateFeeRule, index, asOf: '2026-09-01' });
    expect(standing.estimatedIndex).toBe(true);
  });

  it('never lowers a debt when the index falls', () => {
    expect(
      readjustmentFactor(
        [
          { period: '2026-04', value: 101 },
          { period: '2026-05', value: 100 },
        ],
        '2026-04',
        '2026-06',
      ).factor,
    ).toBe(1);
  });

  it('imputes a payment to the oldest charge, its surcharge before its capital', () => {
    const asOf = '2026-06-09';
    const owed = replayDebt({ charges: [march, april], payments: [], rule: interestOnly, index, asOf });
    const marchSurcharge = owed.charges[0]!.surchargeLeft;
    expect(marchSurcharge).toBeGreaterThan(0);
    const paid = replayDebt({
      charges: [march, april],
      payments: [{ paidOn: asOf, amount: marchSurcharge + 30_000 }],
      rule: interestOnly,
      index,
      asOf,
    });
    expect(paid.charges[0]).toMatchObject({ surchargeLeft: 0, capitalLeft: 70_000 });
    expect(paid.charges[1]!.capitalLeft).toBe(50_000);
    expect(paid.total).toBe(owed.total - marchSurcharge - 30_000);
  });

  it('stops the interest of the capital paid, and keeps it on what is left', () => {
    const halfPaid = replayDebt({
      charges: [march],
      payments: [{ paidOn: '2026-04-10', amount: 50_000 }],
      rule: interestOnly,
      index,
      asOf: '2027-04-10',
    });
    expect(halfPaid.surcharge).toBe(6_000);
  });

  it('keeps what was paid beyond the debt as a credit that pays the next charge', () => {
    const credit = replayDebt({
      charges: [march],
      payments: [{ paidOn: '2026-04-05', amount: 130_000 }],
      rule: interestOnly,
      index,
      asOf: '2026-04-20',
    });
    expect(credit).toMatchObject({ credit: 30_000, total: -30_000 });
    const next = replayDebt({
      charges: [march, april],
      payments: [{ paidOn: '2026-04-05', amount: 130_000 }],
      rule: interestOnly,
      index,
      asOf: '2026-05-01',
    });
    expect(next).toMatchObject({ credit: 0, total: 20_000 });
    expect(next.charges[1]!.capitalLeft).toBe(20_000);
  });

  it('ages what is left of each charge by its days past due', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(bucketOf)).toEqual([
      'notDue',
      'upTo30',
      'upTo30',
      'upTo60',
      'upTo60',
      'upTo90',
      'upTo90',
      'over90',
    ]);
    const standing = replayDebt({
      charges: [march, april],
      payments: [],
      rule: interestOnly,
      index,
      asOf: '2026-05-05',
    });
    const aging = agingOf(standing);
    expect(aging.notDue).toBe(50_000);
    expect(aging.upTo30).toBe(standing.charges[0]!.capitalLeft + standing.charges[0]!.surchargeLeft);
    expect(aging.upTo60 + aging.upTo90 + aging.over90).toBe(0);
  });
});
