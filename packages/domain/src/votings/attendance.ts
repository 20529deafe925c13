import type { Tally } from '../entities/assembly';
import { coefficientWeight } from '../ledger/shares';
import type { CountedUnit } from './count';
import type { AttendanceEntry } from './proxies';

const tallyOf = (units: readonly CountedUnit[]): Tally => ({
  heads: units.length,
  coefficient: Number(units.reduce((sum, unit) => sum + coefficientWeight(unit.coefficient), 0n)) / 10_000,
});

/** The quorum an assembly reached: the complejo's units, and those present or represented, by heads and coefficient. */
export const attendanceTally = (units: readonly CountedUnit[], entries: readonly AttendanceEntry[]) => {
  const came = new Set(entries.filter((entry) => entry.kind !== 'ausente').map((entry) => entry.apartmentId));
  return { total: tallyOf(units), present: tallyOf(units.filter((unit) => came.has(unit.apartmentId))) };
};
