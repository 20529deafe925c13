import { contractStatuses } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  contractChangesFrom,
  contractEndLabel,
  contractRowLabel,
  contractStatusBadges,
  isInForce,
  NO_END_DATE,
} from './contract-labels';

describe('contract labels', () => {
  it('offers the changes contractTransitions allows, the reversible one first; a final status offers none', () => {
    expect(contractChangesFrom('vigente')).toEqual(['suspendido', 'finalizado', 'rescindido']);
    expect(contractChangesFrom('suspendido')).toEqual(['vigente', 'finalizado', 'rescindido']);
    expect(contractChangesFrom('finalizado')).toEqual([]);
    expect(contractChangesFrom('rescindido')).toEqual([]);
  });

  it('takes vigente and suspendido as in force, the ones a desvinculación finishes', () => {
    expect(contractStatuses.filter((status) => isInForce({ status }))).toEqual(['vigente', 'suspendido']);
  });

  it('writes the end as a date, or says there is none', () => {
    expect(contractEndLabel({ endDate: '2027-03-31' })).toBe('31/03/2027');
    expect(contractEndLabel({ endDate: null })).toBe(NO_END_DATE);
  });

  it('names a row by the person and the start, which tells apart their successive contracts', () => {
    expect(contractRowLabel({ personnel: 'Diego Píriz', startDate: '2022-07-01' })).toBe(
      'Contrato de Diego Píriz desde 01/07/2022',
    );
  });

  it('badges every status with the domain’s label', () => {
    expect(Object.values(contractStatusBadges).map((badge) => badge.label)).toEqual([
      'Vigente',
      'Suspendido',
      'Finalizado',
      'Rescindido',
    ]);
  });
});
