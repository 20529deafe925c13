import {
  countNoun,
  formatCoefficient,
  formatShare,
  majorityRules,
  type Tally,
  type Voting,
  type VotingQuorum,
  votingMajorityDescriptions,
  votingMajorityLabels,
} from '@horizontal/domain';

/*
 * What the count says, in the staff's words (domain README, «Asambleas y votaciones»): the law counts every decision
 * twice, by units and by coefficient, so every sentence names both counts.
 */

export type CountedVoting = Pick<Voting, 'status' | 'majority' | 'quorum' | 'details' | 'count'>;

const unitsWord = (count: number) => `${count} ${countNoun(count, 'unidad', 'unidades')}`;

/** What the quorum asked, to finish «se pedía …». */
const quorumAsked: Readonly<Record<VotingQuorum, string>> = {
  ninguno: 'ningún mínimo',
  mitad: 'más de la mitad',
  dos_tercios: 'al menos dos tercios',
  tres_cuartos: 'al menos tres cuartos',
};

/** The description of a rule as the end of a sentence: its first letter in lower case. */
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('es-UY') + text.slice(1);

/** Each option with its count, in the options' order. */
export const optionResults = (voting: CountedVoting) => {
  const tallies = new Map(voting.count.options.map((option) => [option.detailId, option]));
  return voting.details.map((detail) => {
    const tally: Tally = tallies.get(detail.id) ?? { heads: 0, coefficient: 0 };
    return { detail, heads: tally.heads, coefficient: tally.coefficient };
  });
};

/** The option with the most units (then the most coefficient); null while nobody voted. */
export const leadingOption = (voting: CountedVoting) => {
  const [first] = optionResults(voting)
    .filter((option) => option.heads > 0)
    .sort((a, b) => b.heads - a.heads || b.coefficient - a.coefficient);
  return first ?? null;
};

/**
 * «25 de 41 unidades que votaron (61,0 %) y 50,9904 % del coeficiente»: an option's units over the base its majority
 * counts them against (the units that voted, or all of the complejo's), and its share of the complejo's value.
 */
const optionCount = (voting: CountedVoting, option: { heads: number; coefficient: number }) => {
  const { count } = voting;
  const overVoters = majorityRules[voting.majority].heads.base === 'voters';
  const base = overVoters ? count.voters.heads : count.units.heads;
  const whose = overVoters ? `${countNoun(base, 'unidad que votó', 'unidades que votaron')}` : 'unidades del complejo';
  return `${option.heads} de ${base} ${whose} (${formatShare(option.heads, base)}) y ${formatCoefficient(option.coefficient)} del coeficiente`;
};

/** «Votaron 41 de 48 unidades (85,4 %), con 85,9136 % del coeficiente»: the participation, by both counts. */
export const participationLine = ({ count }: Pick<Voting, 'count'>) =>
  `Votaron ${count.voters.heads} de ${unitsWord(count.units.heads)} (${formatShare(count.voters.heads, count.units.heads)}), ` +
  `con ${formatCoefficient(count.voters.coefficient)} del coeficiente`;

/**
 * The verdict in one sentence: «Decidida: «Techos del Sur» con 25 de 41 unidades que votaron (61,0 %) y 50,9904 %
 * del coeficiente. Mayoría simple.»; «Sin quórum: votaron 11 de 48 unidades (22,9 %) con 22,8173 % del coeficiente;
 * se pedía más de la mitad.». While the voting is abierta it is the verdict as the count stands.
 */
export const verdictSentence = (voting: CountedVoting): string => {
  const { count } = voting;
  const majority = votingMajorityLabels[voting.majority];
  if (count.verdict === 'sin_quorum') {
    return (
      `Sin quórum: votaron ${count.voters.heads} de ${unitsWord(count.units.heads)} ` +
      `(${formatShare(count.voters.heads, count.units.heads)}) con ${formatCoefficient(count.voters.coefficient)} ` +
      `del coeficiente; se pedía ${quorumAsked[voting.quorum]}.`
    );
  }
  if (count.verdict === 'decidida') {
    const winner = optionResults(voting).find((option) => option.detail.id === count.winnerId);
    if (winner) return `Decidida: «${winner.detail.description}» con ${optionCount(voting, winner)}. ${majority}.`;
  }
  const leading = leadingOption(voting);
  const asked = `Se pedía ${lowerFirst(majority)}: ${lowerFirst(votingMajorityDescriptions[voting.majority])}`;
  if (!leading) return `Sin la mayoría requerida: ninguna opción recibió votos. ${asked}`;
  return `Sin la mayoría requerida: la más votada, «${leading.detail.description}», tuvo ${optionCount(voting, leading)}. ${asked}`;
};

/**
 * The result column of the list, short: an abierta one is «En curso» with the option ahead; a cerrada one its
 * verdict; a borrador has no votes yet and an anulada one decided nothing.
 */
export const resultSummary = (voting: CountedVoting): string => {
  switch (voting.status) {
    case 'borrador':
      return 'Sin votos: todavía no se abrió';
    case 'anulada':
      return 'Anulada: no decidió nada';
    case 'abierta': {
      const leading = leadingOption(voting);
      return leading
        ? `En curso: «${leading.detail.description}» ${unitsWord(leading.heads)}, ${formatCoefficient(leading.coefficient)}`
        : 'En curso: todavía sin votos';
    }
    case 'cerrada': {
      const winner = voting.details.find((detail) => detail.id === voting.count.winnerId);
      if (voting.count.verdict === 'decidida' && winner) return `Decidida: «${winner.description}»`;
      return voting.count.verdict === 'sin_quorum' ? 'Sin quórum' : 'Sin la mayoría requerida';
    }
  }
};
