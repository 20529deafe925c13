import { unitLabel as apartmentLabel, type Turn } from '@horizontal/domain';

/**
 * "Torre A · 101": the domain's one label of a unit, under the name the screens use; and how a unit picker finds
 * its options: «B901», «901 B» or «Torre B 901» all find "Torre B · 901".
 */
export { matchesUnitSearch as matchesApartment, unitLabel as apartmentLabel } from '@horizontal/domain';

/** "1.500,00" as the spreadsheet-like columns of the lists write decimals (SPEC §9: comma for decimals). */
export const formatDecimal = (value: number) =>
  value.toLocaleString('es-UY', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A resident as the screens name them: kept apart from ResidentsList so a form does not load the table. */
export const residentFullName = (resident: { name: string; lastName: string }) =>
  `${resident.name} ${resident.lastName}`.trim();

/** «Torre A · 101», «Torre A · 101 y Torre B · 602», «…, … y …»: a resident's units in a sentence. */
export const apartmentsInWords = (units: readonly { number: string; tower: string | null }[]) => {
  const labels = units.map(apartmentLabel);
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
};

/** "Mañana 09:00–13:00": a common area's turn, in its list and in its form's detail. */
export const turnLabel = (turn: Pick<Turn, 'name' | 'startTime' | 'endTime'>) =>
  `${turn.name} ${turn.startTime}–${turn.endTime}`;
