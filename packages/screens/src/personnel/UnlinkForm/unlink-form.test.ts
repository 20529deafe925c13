import { type Contract, unlinkMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  contractInForce,
  contractSummary,
  emptyDraft,
  refusedField,
  toRequest,
  unlinkConsequence,
  validate,
} from './unlink-form';

const today = '2026-11-20';

const contract = (id: number, personnelId: number, status: Contract['status'], endDate: string | null = null) =>
  ({
    id,
    buildingId: 1,
    personnelId,
    personnel: 'Nicolás Rodríguez',
    type: 'efectivo',
    startDate: '2016-01-01',
    endDate,
    monthlySalary: 3_850_000,
    weeklyHours: 44,
    fileKey: null,
    status,
  }) satisfies Contract;

const contracts = [contract(1, 1, 'finalizado', '2015-12-31'), contract(2, 1, 'vigente'), contract(3, 2, 'suspendido')];

describe('unlink form', () => {
  it('starts today and asks for the person and the reason in the schema’s words', () => {
    expect(validate(emptyDraft(today))).toEqual({
      personnelId: 'Seleccione la persona.',
      reason: 'Seleccione el motivo de la desvinculación.',
    });
    expect(validate({ ...emptyDraft(today), personnelId: '1', reason: 'renuncia' })).toEqual({});
  });

  it('finishes the person’s contract in force, vigente or suspendido, never one already finished', () => {
    expect(contractInForce(contracts, '1')?.id).toBe(2);
    expect(contractInForce(contracts, '2')?.id).toBe(3);
    expect(contractInForce(contracts, '9')).toBeNull();
  });

  it('sends that contract, or none, with the notes trimmed', () => {
    const draft = { ...emptyDraft(today), personnelId: '2', reason: 'despido', notes: '  Con preaviso. ' };
    expect(toRequest(draft, contracts)).toEqual({
      personnelId: 2,
      contractId: 3,
      date: today,
      reason: 'despido',
      notes: 'Con preaviso.',
    });
    expect(toRequest(draft, []).contractId).toBeNull();
  });

  it('says what happens before it is saved', () => {
    expect(unlinkConsequence(contract(2, 1, 'vigente'), today)).toBe(
      'Se finalizará el contrato vigente el 20/11/2026 y la persona quedará desvinculada. No se puede deshacer.',
    );
    expect(unlinkConsequence(contract(3, 2, 'suspendido'), '2026-11-30')).toContain(
      'Se finalizará el contrato suspendido el 30/11/2026',
    );
    expect(unlinkConsequence(null, today)).toContain('no tiene un contrato vigente ni suspendido');
  });

  it('describes the contract it finishes', () => {
    expect(contractSummary(contract(2, 1, 'vigente'))).toBe(
      'Efectivo, desde el 01/01/2016, sin fecha de fin (vigente)',
    );
    expect(contractSummary(contract(1, 1, 'finalizado', '2015-12-31'))).toBe(
      'Efectivo, desde el 01/01/2016, hasta el 31/12/2015 (finalizado)',
    );
  });

  it('shows the server’s refusals about the person on the person', () => {
    expect(refusedField(unlinkMessages.alreadyUnlinked)).toBe('personnelId');
    expect(refusedField(unlinkMessages.foreignContract)).toBe('personnelId');
    expect(refusedField(unlinkMessages.created)).toBeUndefined();
  });
});
