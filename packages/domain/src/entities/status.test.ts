import { describe, expect, it } from 'vitest';
import { assemblyStatuses, assemblyTransitions } from './assembly';
import { commonExpenseStatuses, commonExpenseTransitions } from './common-expense';
import {
  reportStatuses,
  reportTransitions,
  shipmentStatuses,
  shipmentTransitions,
  visitStatuses,
  visitTransitions,
} from './front-desk';
import { contractStatuses, contractTransitions } from './labor-contract';
import { licenseStatuses, licenseTransitions } from './license';
import { maintenanceStatuses, maintenanceTransitions } from './maintenance';
import { messageStatuses, messageTransitions, recipientStatuses, recipientTransitions } from './message';
import { personnelStatuses, personnelTransitions } from './personnel';
import { reserveStatuses, reserveStatusLabels, reserveTransitions } from './reserve';
import { activeStatuses, activeTransitions, canTransition, transitionProblem } from './status';
import { votingStatuses, votingTransitions } from './voting';

const tables: [string, readonly string[], Record<string, readonly string[]>][] = [
  ['active', activeStatuses, activeTransitions],
  ['reserve', reserveStatuses, reserveTransitions],
  ['maintenance', maintenanceStatuses, maintenanceTransitions],
  ['commonExpense', commonExpenseStatuses, commonExpenseTransitions],
  ['assembly', assemblyStatuses, assemblyTransitions],
  ['voting', votingStatuses, votingTransitions],
  ['message', messageStatuses, messageTransitions],
  ['recipient', recipientStatuses, recipientTransitions],
  ['personnel', personnelStatuses, personnelTransitions],
  ['contract', contractStatuses, contractTransitions],
  ['license', licenseStatuses, licenseTransitions],
  ['visit', visitStatuses, visitTransitions],
  ['report', reportStatuses, reportTransitions],
  ['shipment', shipmentStatuses, shipmentTransitions],
];

describe('status tables', () => {
  it.each(tables)('%s: every status has a row, every target exists, nothing moves to itself', (_, values, table) => {
    expect(Object.keys(table).sort()).toEqual([...values].sort());
    for (const [from, targets] of Object.entries(table)) {
      for (const to of targets) expect(values).toContain(to);
      expect(targets).not.toContain(from);
    }
  });

  it('lets a pending reserve be confirmed but never brings a cancelled one back', () => {
    expect(canTransition(reserveTransitions, 'pendiente', 'confirmada')).toBe(true);
    expect(canTransition(reserveTransitions, 'cancelada', 'pendiente')).toBe(false);
    expect(canTransition(reserveTransitions, 'confirmada', 'rechazada')).toBe(false);
  });

  it('explains a refused change in Spanish, naming what is allowed', () => {
    expect(transitionProblem(reserveTransitions, reserveStatusLabels, 'pendiente', 'confirmada')).toBeNull();
    expect(transitionProblem(reserveTransitions, reserveStatusLabels, 'confirmada', 'rechazada')).toBe(
      'No se puede pasar de «Confirmada» a «Rechazada». Desde «Confirmada» solo se puede pasar a «Cancelada».',
    );
    expect(transitionProblem(reserveTransitions, reserveStatusLabels, 'cancelada', 'confirmada')).toBe(
      'El estado «Cancelada» es final: no puede cambiarse.',
    );
    expect(transitionProblem(reserveTransitions, reserveStatusLabels, 'pendiente', 'pendiente')).toBe(
      'El registro ya está en estado «Pendiente».',
    );
  });
});
