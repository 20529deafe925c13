import type { AttendanceKind } from '../entities/assembly';

/** How a unit came to its assembly: itself, through a proxy (held by another unit's owner, or by a name), or not. */
export type AttendanceEntry = {
  apartmentId: number;
  kind: AttendanceKind;
  proxyHolder: string | null;
  proxyApartmentId: number | null;
};

/** The same person however the name was typed: «José  Pérez» and «jose perez» hold one proxy. */
export const holderKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-UY');

/** Who casts a unit's vote: the unit itself, the unit whose owner holds its proxy, or the proxy's holder by name. */
const voterOf = (entry: AttendanceEntry): string | null => {
  if (entry.kind === 'presente') return `unit:${entry.apartmentId}`;
  if (entry.kind === 'ausente') return null;
  if (entry.proxyApartmentId !== null) return `unit:${entry.proxyApartmentId}`;
  return entry.proxyHolder === null ? null : `name:${holderKey(entry.proxyHolder)}`;
};

/**
 * The units one vote is cast for, in a voting of an assembly: a proxy votes for every unit it represents, so the vote
 * recorded for any of them is the vote of all of them (and of the holder's own unit, when the holder is an owner
 * present). A unit absent from the assembly (or whose attendance was not recorded) does not vote: `null`. A voting
 * outside an assembly (`attendance` null) is voted unit by unit.
 */
export const unitsVotingTogether = (
  apartmentId: number,
  attendance: readonly AttendanceEntry[] | null,
): number[] | null => {
  if (attendance === null) return [apartmentId];
  const entry = attendance.find((candidate) => candidate.apartmentId === apartmentId);
  const voter = entry ? voterOf(entry) : null;
  if (voter === null) return null;
  return attendance.filter((candidate) => voterOf(candidate) === voter).map((candidate) => candidate.apartmentId);
};

/** The units that vote in a voting of an assembly (present or represented); null outside one: every unit votes. */
export const unitsThatVote = (attendance: readonly AttendanceEntry[] | null): Set<number> | null =>
  attendance === null
    ? null
    : new Set(attendance.filter((entry) => voterOf(entry) !== null).map((entry) => entry.apartmentId));
