/**
 * What a voting needs to pass and to count at all (domain README, «Asambleas y votaciones»). Uruguayan horizontal
 * property law (Ley 10.751, with Decreto-Ley 14.560) counts every decision twice: by heads (one unit, one vote) and
 * by the value each unit holds in the complejo (its coefficient), and asks a majority of both.
 */

/** A share that must be reached: more than `numerator/denominator` (strict) or at least it. */
export type Threshold = { numerator: number; denominator: number; strict: boolean };

/** Over what a share is measured: the units that voted, or every unit of the complejo. */
export type Base = 'voters' | 'complex';

export type MajorityRule = {
  heads: { base: Base; threshold: Threshold };
  coefficient: { base: Base; threshold: Threshold };
};

const moreThanHalf: Threshold = { numerator: 1, denominator: 2, strict: true };
const twoThirds: Threshold = { numerator: 2, denominator: 3, strict: false };
const threeQuarters: Threshold = { numerator: 3, denominator: 4, strict: false };
const everyone: Threshold = { numerator: 1, denominator: 1, strict: false };
const nothing: Threshold = { numerator: 0, denominator: 1, strict: false };

export const votingMajorities = ['simple', 'absoluta', 'dos_tercios', 'tres_cuartos', 'unanimidad'] as const;
export type VotingMajority = (typeof votingMajorities)[number];

export const votingMajorityLabels = {
  simple: 'Mayoría simple',
  absoluta: 'Mayoría absoluta',
  dos_tercios: 'Dos tercios',
  tres_cuartos: 'Tres cuartos del valor',
  unanimidad: 'Unanimidad',
} as const satisfies Record<VotingMajority, string>;

/** What each majority asks, in the words the staff read under the voting. */
export const votingMajorityDescriptions = {
  simple: 'Más de la mitad de las unidades que votan y más de la mitad de su coeficiente.',
  absoluta: 'Más de la mitad de todas las unidades del complejo y más de la mitad de su coeficiente.',
  dos_tercios: 'Al menos dos tercios de todas las unidades del complejo y de su coeficiente.',
  tres_cuartos:
    'La mayoría de las unidades que votan, que representen al menos tres cuartos del valor del complejo (reglamento de copropiedad, Ley 10.751).',
  unanimidad: 'Todas las unidades del complejo.',
} as const satisfies Record<VotingMajority, string>;

export const majorityRules = {
  simple: {
    heads: { base: 'voters', threshold: moreThanHalf },
    coefficient: { base: 'voters', threshold: moreThanHalf },
  },
  absoluta: {
    heads: { base: 'complex', threshold: moreThanHalf },
    coefficient: { base: 'complex', threshold: moreThanHalf },
  },
  dos_tercios: {
    heads: { base: 'complex', threshold: twoThirds },
    coefficient: { base: 'complex', threshold: twoThirds },
  },
  tres_cuartos: {
    heads: { base: 'voters', threshold: moreThanHalf },
    coefficient: { base: 'complex', threshold: threeQuarters },
  },
  unanimidad: {
    heads: { base: 'complex', threshold: everyone },
    coefficient: { base: 'complex', threshold: everyone },
  },
} as const satisfies Record<VotingMajority, MajorityRule>;

/** How many of the complejo's units (by heads and by coefficient) must vote for the result to count. */
export const votingQuorums = ['ninguno', 'mitad', 'dos_tercios', 'tres_cuartos'] as const;
export type VotingQuorum = (typeof votingQuorums)[number];

export const votingQuorumLabels = {
  ninguno: 'Sin quórum',
  mitad: 'Más de la mitad',
  dos_tercios: 'Dos tercios',
  tres_cuartos: 'Tres cuartos',
} as const satisfies Record<VotingQuorum, string>;

export const votingQuorumDescriptions = {
  ninguno: 'El resultado vale con los votos que haya.',
  mitad: 'Deben votar más de la mitad de las unidades del complejo, con más de la mitad de su coeficiente.',
  dos_tercios: 'Deben votar al menos dos tercios de las unidades del complejo y de su coeficiente.',
  tres_cuartos: 'Deben votar al menos tres cuartos de las unidades del complejo y de su coeficiente.',
} as const satisfies Record<VotingQuorum, string>;

export const quorumThresholds = {
  ninguno: nothing,
  mitad: moreThanHalf,
  dos_tercios: twoThirds,
  tres_cuartos: threeQuarters,
} as const satisfies Record<VotingQuorum, Threshold>;

/**
 * Whether `part` of `whole` reaches the threshold, in integers: part/whole > n/d is part·d > n·whole. Nothing of
 * nothing reaches no threshold but «nothing»: a complejo without units passes nothing.
 */
export const reaches = (part: bigint, whole: bigint, { numerator, denominator, strict }: Threshold): boolean => {
  if (whole <= 0n) return numerator === 0;
  const left = part * BigInt(denominator);
  const right = BigInt(numerator) * whole;
  return strict ? left > right : left >= right;
};
