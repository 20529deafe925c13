import type { Tally } from '../entities/assembly';
import { formatCoefficient, formatShare } from '../formatters/percent';
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

/** «Presentes o representadas: 41 de 48 unidades (85,4 %), con 85,9136 % del coeficiente»: the sheet's quorum. */
export const attendanceQuorumLine = ({ present, total }: { present: Tally; total: Tally }) =>
  `Presentes o representadas: ${present.heads} de ${total.heads} unidades (${formatShare(present.heads, total.heads)}), ` +
  `con ${formatCoefficient(present.coefficient)} del coeficiente`;
