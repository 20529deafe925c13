import { describe, expect, it } from 'vitest';
import { countVoting } from './count';
import { type AttendanceEntry, holderKey, unitsVotingTogether } from './proxies';
import type { VotingMajority, VotingQuorum } from './rules';

// The worked examples of the domain README («Asambleas y votaciones»): five units A…E with 30, 25, 20, 15 and 10 %.
const [A, B, C, D, E] = [1, 2, 3, 4, 5];
const units = [
  { apartmentId: A, coefficient: 30 },
  { apartmentId: B, coefficient: 25 },
  { apartmentId: C, coefficient: 20 },
  { apartmentId: D, coefficient: 15 },
  { apartmentId: E, coefficient: 10 },
];
const [SI, NO] = [101, 102];
const count = (votes: [number, number][], majority: VotingMajority, quorum: VotingQuorum) =>
  countVoting({
    units,
    detailIds: [SI, NO],
    votes: votes.map(([apartmentId, detailId]) => ({ apartmentId, detailId })),
    majority,
    quorum,
  });

describe('countVoting: the README examples', () => {
  it('1. simple majority: the option with more than half of the voters by heads and by coefficient', () => {
    const result = count(
      [
        [A, SI],
        [B, NO],
        [C, NO],
        [D, NO],
      ],
      'simple',
      'mitad',
    );
    expect(result.voters).toEqual({ heads: 4, coefficient: 90 });
    expect(result.options).toEqual([
      { detailId: SI, heads: 1, coefficient: 30 },
      { detailId: NO, heads: 3, coefficient: 60 },
    ]);
    expect(result).toMatchObject({ quorumMet: true, winnerId: NO, verdict: 'decidida' });
  });

  it('2. the counts disagree: more units but less value is no majority', () => {
    const result = count(
      [
        [A, SI],
        [B, SI],
        [C, NO],
        [D, NO],
        [E, NO],
      ],
      'simple',
      'mitad',
    );
    expect(result.options.map((option) => [option.heads, option.coefficient])).toEqual([
      [2, 55],
      [3, 45],
    ]);
    expect(result).toMatchObject({ quorumMet: true, winnerId: null, verdict: 'sin_mayoria' });
  });

  it('3. a proxy votes for every unit it represents; an absolute majority counts over the whole complejo', () => {
    const attendance: AttendanceEntry[] = [
      { apartmentId: A, kind: 'presente', proxyHolder: null, proxyApartmentId: null },
      { apartmentId: B, kind: 'representada', proxyHolder: 'Ana Pérez', proxyApartmentId: A },
      { apartmentId: C, kind: 'representada', proxyHolder: 'Esc. Laura Méndez', proxyApartmentId: null },
      { apartmentId: D, kind: 'representada', proxyHolder: 'esc.  laura mendez', proxyApartmentId: null },
      { apartmentId: E, kind: 'ausente', proxyHolder: null, proxyApartmentId: null },
    ];
    expect(unitsVotingTogether(A, attendance)).toEqual([A, B]);
    expect(unitsVotingTogether(B, attendance)).toEqual([A, B]);
    expect(unitsVotingTogether(C, attendance)).toEqual([C, D]);
    expect(unitsVotingTogether(E, attendance)).toBeNull();
    const votes = [
      ...unitsVotingTogether(A, attendance)!.map((unit): [number, number] => [unit, SI]),
      ...unitsVotingTogether(D, attendance)!.map((unit): [number, number] => [unit, NO]),
    ];
    const result = count(votes, 'absoluta', 'ninguno');
    expect(result.options.map((option) => [option.heads, option.coefficient])).toEqual([
      [2, 55],
      [2, 35],
    ]);
    // 55 % of the value, but 2 units of 5 are not more than half of the complejo's units.
    expect(result).toMatchObject({ winnerId: null, verdict: 'sin_mayoria' });
  });

  it('4. the bylaws: a majority of the voters holding three quarters of the value', () => {
    const result = count(
      [
        [A, SI],
        [B, SI],
        [C, SI],
        [D, NO],
      ],
      'tres_cuartos',
      'mitad',
    );
    expect(result).toMatchObject({ winnerId: SI, verdict: 'decidida' });
    expect(
      count(
        [
          [A, SI],
          [B, SI],
          [D, SI],
          [C, NO],
        ],
        'tres_cuartos',
        'mitad',
      ),
    ).toMatchObject({
      winnerId: null,
      verdict: 'sin_mayoria',
    });
  });

  it('5. without the quorum nothing is decided, whatever the votes', () => {
    const result = count(
      [
        [A, SI],
        [B, SI],
        [C, SI],
      ],
      'simple',
      'dos_tercios',
    );
    expect(result.voters).toEqual({ heads: 3, coefficient: 75 });
    expect(result).toMatchObject({ quorumMet: false, winnerId: null, verdict: 'sin_quorum' });
  });

  it('6. unanimity asks every unit of the complejo', () => {
    const four: [number, number][] = [
      [A, SI],
      [B, SI],
      [C, SI],
      [D, SI],
    ];
    expect(count(four, 'unanimidad', 'ninguno')).toMatchObject({ verdict: 'sin_mayoria' });
    expect(count([...four, [E, SI]], 'unanimidad', 'ninguno')).toMatchObject({ winnerId: SI });
  });
});

describe('countVoting: edges', () => {
  it('exactly half is not more than half, and two thirds is reached at two thirds', () => {
    const even = countVoting({
      units: units.slice(0, 4).map((unit) => ({ ...unit, coefficient: 25 })),
      detailIds: [SI, NO],
      votes: [
        { apartmentId: A, detailId: SI },
        { apartmentId: B, detailId: SI },
        { apartmentId: C, detailId: NO },
        { apartmentId: D, detailId: NO },
      ],
      majority: 'simple',
      quorum: 'mitad',
    });
    expect(even.winnerId).toBeNull();
    const thirds = countVoting({
      units: [1, 2, 3].map((apartmentId) => ({ apartmentId, coefficient: 33.3333 })),
      detailIds: [SI, NO],
      votes: [
        { apartmentId: 1, detailId: SI },
        { apartmentId: 2, detailId: SI },
        { apartmentId: 3, detailId: NO },
      ],
      majority: 'dos_tercios',
      quorum: 'dos_tercios',
    });
    expect(thirds).toMatchObject({ quorumMet: true, winnerId: SI });
  });

  it('counts a unit once, and ignores votes of units or options that are not there', () => {
    const result = count(
      [
        [A, SI],
        [A, NO],
        [99, SI],
        [B, 999],
      ],
      'simple',
      'ninguno',
    );
    expect(result.voters).toEqual({ heads: 1, coefficient: 30 });
    expect(result.winnerId).toBe(SI);
  });

  it('decides nothing in a complejo without units', () => {
    const result = countVoting({ units: [], detailIds: [SI], votes: [], majority: 'simple', quorum: 'ninguno' });
    expect(result).toMatchObject({ quorumMet: true, winnerId: null, verdict: 'sin_mayoria' });
  });

  it('adds coefficients to the ten-thousandth without float drift', () => {
    const result = countVoting({
      units: [0.1, 0.2, 99.7].map((coefficient, index) => ({ apartmentId: index + 1, coefficient })),
      detailIds: [SI],
      votes: [1, 2].map((apartmentId) => ({ apartmentId, detailId: SI })),
      majority: 'simple',
      quorum: 'ninguno',
    });
    expect(result.voters.coefficient).toBe(0.3);
  });
});

describe('holderKey', () => {
  it('takes one person however the name is typed', () => {
    expect(holderKey('  José   PÉREZ ')).toBe(holderKey('jose perez'));
    expect(holderKey('José Pérez')).not.toBe(holderKey('Josefa Pérez'));
  });
});

describe('unitsVotingTogether outside an assembly', () => {
  it('is the unit alone', () => {
    expect(unitsVotingTogether(A, null)).toEqual([A]);
  });
});
