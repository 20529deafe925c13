import { contractMessages, type Personnel, uploadMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { staffOptions } from '../staff-fields';
import {
  type ContractDraft,
  emptyDraft,
  fileProblem,
  refusedField,
  toRequest,
  validate,
  waitForFile,
} from './contract-form';

const today = '2026-11-20';
const filled: ContractDraft = { ...emptyDraft(today), personnelId: '3', monthlySalary: 3_850_000 };

describe('contract form', () => {
  it('starts as an efectivo from today, full time, and asks for the person and the salary in the schema’s words', () => {
    expect(emptyDraft(today)).toMatchObject({ type: 'efectivo', startDate: today, weeklyHours: '44', endDate: null });
    expect(validate(emptyDraft(today))).toEqual({
      personnelId: 'Seleccione la persona.',
      monthlySalary: 'Ingrese el salario mensual.',
    });
  });

  it('never lets the schema’s default fill in hours nobody typed', () => {
    expect(validate({ ...filled, weeklyHours: '' })).toEqual({ weeklyHours: 'Ingrese la carga horaria semanal.' });
    expect(validate({ ...filled, weeklyHours: '61' }).weeklyHours).toBe('La carga horaria semanal admite hasta 60.');
  });

  it('refuses an end before the start, even with other fields still missing', () => {
    expect(validate({ ...emptyDraft(today), endDate: '2026-11-19' }).endDate).toBe(
      'El contrato no puede terminar antes de empezar.',
    );
    expect(validate({ ...filled, endDate: today })).toEqual({});
  });

  it('waits for the signed contract while it uploads', () => {
    expect(validate({ ...filled, uploading: true })).toEqual({ file: waitForFile });
  });

  it('sends numbers, the end as chosen and the storage key of the file', () => {
    expect(toRequest({ ...filled, file: { key: 'c1/contratos/x.pdf', name: 'x.pdf', size: 10 } })).toEqual({
      personnelId: 3,
      type: 'efectivo',
      startDate: today,
      endDate: null,
      weeklyHours: 44,
      monthlySalary: 3_850_000,
      fileKey: 'c1/contratos/x.pdf',
    });
  });

  it('shows the server’s refusals on the person and on the file', () => {
    expect(refusedField(contractMessages.alreadyInForce)).toBe('personnelId');
    expect(refusedField(contractMessages.unlinkedPersonnel)).toBe('personnelId');
    expect(refusedField(contractMessages.fileMissing)).toBe('file');
    expect(refusedField(contractMessages.notFound)).toBeUndefined();
  });

  it('checks the file against the storage’s rule for contratos before it travels', () => {
    expect(fileProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: 1000 })).toBe(uploadMessages.type('contratos'));
    expect(fileProblem({ type: 'application/pdf', size: 11 * 1_048_576 })).toBe(uploadMessages.size('contratos'));
  });
});

describe('staff options', () => {
  const person = (id: number, name: string, lastName: string, status: Personnel['status']): Personnel => ({
    id,
    buildingId: 1,
    personnelTypeId: 1,
    personnelType: 'Portero',
    name,
    lastName,
    identity: '12345672',
    phone: '',
    email: '',
    workdayStart: null,
    workdayEnd: null,
    workdays: 'LMXJV',
    status,
  });

  it('offers everyone but the desvinculados, by name, with the CI', () => {
    expect(
      staffOptions([
        person(1, 'Verónica', 'Vázquez', 'activo'),
        person(2, 'Ana', 'Ávila', 'inactivo'),
        person(3, 'Federico', 'Martínez', 'desvinculado'),
      ]),
    ).toEqual([
      { value: '2', label: 'Ana Ávila (1.234.567-2)' },
      { value: '1', label: 'Verónica Vázquez (1.234.567-2)' },
    ]);
  });
});
