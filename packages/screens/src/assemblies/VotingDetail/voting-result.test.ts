import type { Voting } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { votingOf } from './stories/votings';
import { leadingOption, participationLine, resultSummary, verdictSentence } from './voting-result';

/** Two options over five units, with the count as given (the domain's count is tested in count.test.ts). */
const counted = (
  count: Partial<Voting['count']>,
  rules: Partial<Pick<Voting, 'majority' | 'quorum' | 'status'>> = {},
) =>
  ({
    status: 'cerrada',
    majority: 'simple',
    quorum: 'mitad',
    details: [
      { id: 1, votingId: 1, description: 'Sí', position: 1, votes: 0 },
      { id: 2, votingId: 1, description: 'No', position: 2, votes: 0 },
    ],
    count: {
      units: { heads: 5, coefficient: 100 },
      voters: { heads: 5, coefficient: 100 },
      options: [
        { detailId: 1, heads: 2, coefficient: 55 },
        { detailId: 2, heads: 3, coefficient: 45 },
      ],
      quorumMet: true,
      winnerId: null,
      verdict: 'sin_mayoria',
      ...count,
    },
    ...rules,
  }) satisfies Parameters<typeof verdictSentence>[0];

describe('verdictSentence', () => {
  it('names the winner with its units over the voters and its coefficient (the demo voting of the roofs)', () => {
    expect(verdictSentence(votingOf(1))).toBe(
      'Decidida: «Techos del Sur» con 25 de 41 unidades que votaron (61,0 %) y 50,9904 % del coeficiente. Mayoría simple.',
    );
  });

  it('says who voted and what the quorum asked when it was not reached (the demo voting of the façade)', () => {
    expect(verdictSentence(votingOf(4))).toBe(
      'Sin quórum: votaron 11 de 48 unidades (22,9 %) con 22,8173 % del coeficiente; se pedía más de la mitad.',
    );
  });

  it('counts an absolute majority over all the complejo’s units', () => {
    expect(
      verdictSentence(
        counted(
          {
            verdict: 'decidida',
            winnerId: 2,
            options: [
              { detailId: 1, heads: 0, coefficient: 0 },
              { detailId: 2, heads: 3, coefficient: 60.5 },
            ],
          },
          { majority: 'absoluta' },
        ),
      ),
    ).toBe('Decidida: «No» con 3 de 5 unidades del complejo (60,0 %) y 60,5000 % del coeficiente. Mayoría absoluta.');
  });

  it('names the option ahead and what the majority asked when none reached it (both counts matter)', () => {
    expect(verdictSentence(counted({}))).toBe(
      'Sin la mayoría requerida: la más votada, «No», tuvo 3 de 5 unidades que votaron (60,0 %) y 45,0000 % del coeficiente. ' +
        'Se pedía mayoría simple: más de la mitad de las unidades que votan y más de la mitad de su coeficiente.',
    );
  });

  it('says so when nobody voted and no quorum was asked', () => {
    const silent = counted(
      {
        voters: { heads: 0, coefficient: 0 },
        options: [
          { detailId: 1, heads: 0, coefficient: 0 },
          { detailId: 2, heads: 0, coefficient: 0 },
        ],
      },
      { quorum: 'ninguno' },
    );
    expect(verdictSentence(silent)).toMatch(
      /^Sin la mayoría requerida: ninguna opción recibió votos\. Se pedía mayoría simple: /,
    );
    expect(leadingOption(silent)).toBeNull();
  });

  it('writes one unit in the singular', () => {
    const one = counted({
      units: { heads: 1, coefficient: 100 },
      voters: { heads: 1, coefficient: 100 },
      options: [{ detailId: 1, heads: 1, coefficient: 100 }],
      verdict: 'decidida',
      winnerId: 1,
    });
    expect(verdictSentence(one)).toBe(
      'Decidida: «Sí» con 1 de 1 unidad que votó (100,0 %) y 100,0000 % del coeficiente. Mayoría simple.',
    );
    expect(participationLine(one)).toBe('Votaron 1 de 1 unidad (100,0 %), con 100,0000 % del coeficiente');
  });
});

describe('resultSummary', () => {
  it('gives the verdict of a closed voting and the option ahead of an open one', () => {
    expect(resultSummary(votingOf(1))).toBe('Decidida: «Techos del Sur»');
    expect(resultSummary(votingOf(2))).toBe('En curso: «Sí, hasta las 21:00» 18 unidades, 37,6988 %');
    expect(resultSummary(counted({}))).toBe('Sin la mayoría requerida');
    expect(resultSummary(counted({ verdict: 'sin_quorum', quorumMet: false }))).toBe('Sin quórum');
    expect(resultSummary(votingOf(3))).toBe('Sin votos: todavía no se abrió');
    expect(resultSummary(votingOf(4))).toBe('Anulada: no decidió nada');
  });
});
