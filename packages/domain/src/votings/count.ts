import type { Tally } from '../entities/assembly';
import { coefficientWeight } from '../ledger/shares';
import { type Base, majorityRules, quorumThresholds, reaches, type VotingMajority, type VotingQuorum } from './rules';

/** A unit of the complejo with its coefficient (percent, four decimals). */
export type CountedUnit = { apartmentId: number; coefficient: number };
/** The option a unit chose. */
export type CastVote = { apartmentId: number; detailId: number };

export const votingVerdicts = ['decidida', 'sin_mayoria', 'sin_quorum'] as const;
export type VotingVerdict = (typeof votingVerdicts)[number];

export type VotingCount = {
  /** The complejo: every unit and the coefficient they add up to. */
  units: Tally;
  /** The units that voted, themselves or through a proxy. */
  voters: Tally;
  /** Each option's units and coefficient, in the order the options were given. */
  options: (Tally & { detailId: number })[];
  quorumMet: boolean;
  /** The option that reached the required majority by heads and by coefficient; null when none did. */
  winnerId: number | null;
  verdict: VotingVerdict;
};

const tallyOf = (heads: number, weight: bigint): Tally => ({ heads, coefficient: Number(weight) / 10_000 });

/**
 * Counts a voting as the law counts it (domain README, «Asambleas y votaciones»): each option's units (heads) and
 * their coefficient; the quorum is reached when the units that voted reach the quorum's share of the complejo by
 * both measures; an option passes when its units reach the majority's share of its base (the voters or the whole
 * complejo) by both measures. Every threshold is above one half, so at most one option passes. The arithmetic is
 * integer: a coefficient is a whole number of ten-thousandths of a percent.
 */
export const countVoting = ({
  units,
  detailIds,
  votes,
  majority,
  quorum,
}: {
  units: readonly CountedUnit[];
  detailIds: readonly number[];
  votes: readonly CastVote[];
  majority: VotingMajority;
  quorum: VotingQuorum;
}): VotingCount => {
  const weightOf = new Map(units.map((unit) => [unit.apartmentId, coefficientWeight(unit.coefficient)]));
  const options = new Map(detailIds.map((id) => [id, { heads: 0, weight: 0n }]));
  const voted = new Set<number>();
  let voterWeight = 0n;
  for (const vote of votes) {
    const weight = weightOf.get(vote.apartmentId);
    const option = options.get(vote.detailId);
    // A unit votes once; a vote of a unit or option that no longer exists counts for nothing.
    if (weight === undefined || option === undefined || voted.has(vote.apartmentId)) continue;
    voted.add(vote.apartmentId);
    voterWeight += weight;
    option.heads += 1;
    option.weight += weight;
  }
  const unitHeads = BigInt(units.length);
  const unitWeight = [...weightOf.values()].reduce((sum, weight) => sum + weight, 0n);
  const voterHeads = BigInt(voted.size);
  const quorumMet =
    reaches(voterHeads, unitHeads, quorumThresholds[quorum]) &&
    reaches(voterWeight, unitWeight, quorumThresholds[quorum]);
  const rule = majorityRules[majority];
  const heads = (base: Base) => (base === 'voters' ? voterHeads : unitHeads);
  const weight = (base: Base) => (base === 'voters' ? voterWeight : unitWeight);
  const winner = [...options].find(
    ([, option]) =>
      reaches(BigInt(option.heads), heads(rule.heads.base), rule.heads.threshold) &&
      reaches(option.weight, weight(rule.coefficient.base), rule.coefficient.threshold),
  );
  const winnerId = quorumMet && winner ? winner[0] : null;
  return {
    units: tallyOf(units.length, unitWeight),
    voters: tallyOf(voted.size, voterWeight),
    options: [...options].map(([detailId, option]) => ({ detailId, ...tallyOf(option.heads, option.weight) })),
    quorumMet,
    winnerId,
    verdict: !quorumMet ? 'sin_quorum' : winnerId === null ? 'sin_mayoria' : 'decidida',
  };
};

/** A voting as the contract answers it: each option's units and the count, from the complejo's units and the votes. */
export const countedVoting = <
  D extends { id: number },
  V extends { majority: VotingMajority; quorum: VotingQuorum; details: readonly D[] },
>(
  voting: V & { details: readonly D[] },
  units: readonly CountedUnit[],
  votes: readonly CastVote[],
) => {
  const count = countVoting({
    units,
    detailIds: voting.details.map((detail) => detail.id),
    votes,
    majority: voting.majority,
    quorum: voting.quorum,
  });
  const headsOf = new Map(count.options.map((option) => [option.detailId, option.heads]));
  return {
    ...voting,
    details: voting.details.map((detail): D & { votes: number } => ({ ...detail, votes: headsOf.get(detail.id) ?? 0 })),
    count,
  };
};
