import {
  type CountedUnit,
  countedVoting,
  unitLabel,
  unitsThatVote,
  unitsVotingTogether,
  type Vote,
  type Voting,
  type VotingMajority,
  type VotingQuorum,
  votingMessages,
} from '@horizontal/domain';
import type { DemoVoting } from '@horizontal/domain/demo';
import { apartmentFixtures, attendanceFixtures, voteFixtures, votingFixtures } from '@horizontal/mocks/fixtures';

/*
 * The votings and their votes as POST /votings/findall and /votings/votes/findall answer them, shaped from the
 * mocks' rows the way their handler shapes them (mocks/src/handlers/votings.ts): the count from `countedVoting`,
 * every unit of the complejo in order, and in a voting of an assembly only the units that came may vote.
 */

const apartmentsOf = (buildingId: number) =>
  apartmentFixtures.filter((apartment) => apartment.buildingId === buildingId).sort((a, b) => a.id - b.id);

const unitsOf = (buildingId: number): CountedUnit[] =>
  apartmentsOf(buildingId).map((apartment) => ({ apartmentId: apartment.id, coefficient: apartment.coefficient }));

const demoOf = (id: number): DemoVoting => votingFixtures.find((voting) => voting.id === id)!;

/** A voting of the demo as the contract answers it; `rules` recounts it under another majority or quorum. */
export const votingOf = (id: number, rules: { majority?: VotingMajority; quorum?: VotingQuorum } = {}): Voting => {
  const demo = { ...demoOf(id), ...rules };
  return countedVoting(
    demo,
    unitsOf(demo.buildingId),
    voteFixtures.filter((vote) => vote.votingId === id),
  );
};

/** Every unit of the voting's complejo and its vote. */
export const votesOf = (id: number): Vote[] => {
  const demo = demoOf(id);
  const attendance =
    demo.assemblyId === null ? null : attendanceFixtures.filter((entry) => entry.assemblyId === demo.assemblyId);
  const voters = unitsThatVote(attendance);
  return apartmentsOf(demo.buildingId).map((apartment) => {
    const vote = voteFixtures.find((candidate) => candidate.votingId === id && candidate.apartmentId === apartment.id);
    return {
      apartmentId: apartment.id,
      apartment: unitLabel(apartment),
      coefficient: apartment.coefficient,
      detailId: vote?.detailId ?? null,
      castBy: vote?.castBy ?? null,
      mayVote: voters === null || voters.has(apartment.id),
    };
  });
};

/** The voting recounted after the votes changed, as the server answers PUT /votings/votes/update. */
export const recounted = (voting: Voting, votes: readonly Vote[]): Voting =>
  countedVoting(
    voting,
    votes.map((vote) => ({ apartmentId: vote.apartmentId, coefficient: vote.coefficient })),
    votes.flatMap((vote) =>
      vote.detailId === null ? [] : [{ apartmentId: vote.apartmentId, detailId: vote.detailId }],
    ),
  );

/** The demo's votings of one complejo, the newest first, as the list shows them. */
export const votingsOfBuilding = (buildingId: number): Voting[] =>
  votingFixtures
    .filter((voting) => voting.buildingId === buildingId)
    .sort((a, b) => b.startDate.localeCompare(a.startDate))
    .map((voting) => votingOf(voting.id));

/**
 * A vote as PUT /votings/votes/update records it (mocks/src/handlers/votings.ts): for every unit its proxy holds,
 * with the holder's name; the contract's message says for how many units.
 */
export const castVote = (
  votingId: number,
  votes: readonly Vote[],
  apartmentId: number,
  detailId: number | null,
): { votes: Vote[]; message: string } => {
  const demo = demoOf(votingId);
  const attendance =
    demo.assemblyId === null ? null : attendanceFixtures.filter((entry) => entry.assemblyId === demo.assemblyId);
  const together = unitsVotingTogether(apartmentId, attendance) ?? [];
  const next = votes.map((vote) => {
    if (!together.includes(vote.apartmentId)) return vote;
    const entry = attendance?.find((candidate) => candidate.apartmentId === vote.apartmentId);
    const castBy = detailId !== null && entry?.kind === 'representada' ? entry.proxyHolder : null;
    return { ...vote, detailId, castBy };
  });
  const message =
    detailId === null ? votingMessages.voteWithdrawn(together.length) : votingMessages.voteSaved(together.length);
  return { votes: next, message };
};

/**
 * A complejo of `count` units (the demo's side by side, each with an equal share), to see that a large table stays
 * quick: the demo's complejos have 48.
 */
export const largeVotes = (base: readonly Vote[], count: number): Vote[] =>
  Array.from({ length: count }, (_, index) => {
    const vote = base[index % base.length]!;
    const block = Math.floor(index / base.length) + 1;
    return {
      ...vote,
      apartmentId: 100_000 + index,
      apartment: `Bloque ${block} · ${vote.apartment}`,
      coefficient: 100 / count,
    };
  });
