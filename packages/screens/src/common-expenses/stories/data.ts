/*
 * The rows of the module's stories: the mocks' (`@horizontal/mocks/fixtures`), with each period's sums added up from
 * its statements and movements as the mocks' findall answers them.
 */
import type { CommonExpense, CommonExpenseSettings } from '@horizontal/domain';
import {
  commonExpenseDetailFixtures,
  commonExpenseRows,
  commonExpenseSettingsFixtures,
  mockToday,
  movementFixtures,
} from '@horizontal/mocks/fixtures';
import { BUILDING_ID } from '../../shared/stories/demo';

const sum = <Row>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

export const statementsOf = (commonExpenseId: number) =>
  commonExpenseDetailFixtures.filter((detail) => detail.commonExpenseId === commonExpenseId);

export const movementsOf = (commonExpenseId: number) =>
  movementFixtures
    .filter((line) => line.commonExpenseId === commonExpenseId)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

const withSums = (row: (typeof commonExpenseRows)[number]): CommonExpense => {
  const details = statementsOf(row.id);
  const movements = movementsOf(row.id);
  return {
    ...row,
    income: sum(
      movements.filter((line) => line.type === 'ingreso'),
      (line) => line.amount,
    ),
    expense: sum(
      movements.filter((line) => line.type === 'egreso'),
      (line) => line.amount,
    ),
    units: new Set(details.map((detail) => detail.apartmentId)).size,
    commonExpenses: sum(details, (detail) => detail.commonExpenses),
    extraFee: sum(details, (detail) => detail.extraFee),
    totalPeriod: sum(details, (detail) => detail.totalPeriod),
    payments: sum(details, (detail) => detail.payments),
    totalDebt: sum(details, (detail) => detail.totalDebt),
  };
};

/** Complejo Parque Batlle's periods, newest first: Noviembre 2026 open, the eleven before it closed. */
export const periods: CommonExpense[] = commonExpenseRows
  .filter((row) => row.buildingId === BUILDING_ID)
  .sort((a, b) => b.period.localeCompare(a.period))
  .map(withSums);

export const openPeriod = periods.find((row) => row.status === 'borrador')!;
/** Marzo 2026: closed, with an extraordinary fee. */
export const closedPeriod = periods.find((row) => row.period === '2026-03')!;

export const settings: CommonExpenseSettings = commonExpenseSettingsFixtures.find(
  (row) => row.buildingId === BUILDING_ID,
)!;

/** The mocks' day (20/11/2026), so that «not in the future» reads the same in every story. */
export const storyToday = new Date(`${mockToday}T12:00:00`);
