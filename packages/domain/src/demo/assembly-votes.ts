import type { AttendanceEntry } from '../votings/proxies';
import { unitsVotingTogether } from '../votings/proxies';
import type { DemoBase } from './types';

/** How a unit came to a demo assembly. */
export type DemoAttendance = AttendanceEntry & { assemblyId: number };
/** A unit's vote in a demo voting, and who cast it when a proxy did. */
export type DemoVote = { votingId: number; apartmentId: number; detailId: number; castBy: string | null };

/** A notary who holds several units' proxies at the demo's assemblies: one name, many units. */
const NOTARY = 'Esc. Laura Méndez';

const unitsOf = (base: DemoBase, buildingId: number) =>
  base.apartments.filter((apartment) => apartment.buildingId === buildingId).sort((a, b) => a.id - b.id);

const ownerName = (base: DemoBase, apartmentId: number) => {
  const links = base.residentApartments.filter((link) => link.apartmentId === apartmentId);
  const link = links.find((candidate) => candidate.relation === 'propietario') ?? links[0];
  const resident = link && base.residents.find((candidate) => candidate.id === link.residentId);
  return resident ? `${resident.name} ${resident.lastName}` : 'Propietario';
};

/**
 * An assembly's attendance as rooms fill: most units present, one in seven absent, one in six represented by the
 * owner of the unit present just before it, and one in twelve by the notary (so some proxies carry several units).
 */
export const layoutAttendance = (base: DemoBase, assemblyId: number, buildingId: number): DemoAttendance[] => {
  const rows: DemoAttendance[] = [];
  let lastPresent: number | null = null;
  for (const [index, unit] of unitsOf(base, buildingId).entries()) {
    const entry = (kind: AttendanceEntry['kind'], proxyHolder: string | null, proxyApartmentId: number | null) =>
      rows.push({ assemblyId, apartmentId: unit.id, kind, proxyHolder, proxyApartmentId });
    if (index % 7 === 3) entry('ausente', null, null);
    else if (index % 12 === 11) entry('representada', NOTARY, null);
    else if (index % 6 === 5 && lastPresent !== null) {
      entry('representada', ownerName(base, lastPresent), lastPresent);
    } else {
      entry('presente', null, null);
      lastPresent = unit.id;
    }
  }
  return rows;
};

/**
 * Votes spread over the options by `shares` (percent, in the options' order). In a voting of an assembly every unit
 * present or represented votes, a proxy once for all its units; outside one, `turnout` percent of the units vote.
 */
export const layoutVotes = (
  base: DemoBase,
  voting: { id: number; buildingId: number; detailIds: readonly number[] },
  plan: { shares: readonly number[]; turnout: number; attendance: readonly DemoAttendance[] | null },
): DemoVote[] => {
  const choose = (turn: number) => {
    const point = (turn * 37) % 100;
    let reached = 0;
    const index = plan.shares.findIndex((share) => {
      reached += share;
      return point < reached;
    });
    return voting.detailIds[index === -1 ? voting.detailIds.length - 1 : index]!;
  };
  const votes: DemoVote[] = [];
  const done = new Set<number>();
  let turn = 0;
  for (const [index, unit] of unitsOf(base, voting.buildingId).entries()) {
    if (done.has(unit.id)) continue;
    if (plan.attendance === null && (index * 53) % 100 >= plan.turnout) continue;
    const together = unitsVotingTogether(unit.id, plan.attendance);
    if (together === null) continue;
    const detailId = choose(turn++);
    for (const apartmentId of together) {
      done.add(apartmentId);
      const own = plan.attendance?.find((candidate) => candidate.apartmentId === apartmentId);
      const castBy = own?.kind === 'representada' ? own.proxyHolder : null;
      votes.push({ votingId: voting.id, apartmentId, detailId, castBy });
    }
  }
  return votes;
};
