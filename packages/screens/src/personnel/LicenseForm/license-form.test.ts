import { type LeaveBalanceRow, type LicenseType, licenseMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import {
  calendarDays,
  emptyDraft,
  type LicenseDraft,
  leaveTakeOf,
  licenseTypeHint,
  refusedField,
  toRequest,
  validate,
} from './license-form';

const today = '2026-11-20';
const annual: LicenseType = { id: 1, buildingId: 1, name: 'Licencia anual', maxDays: null, paid: true, annual: true };
const study: LicenseType = { id: 3, buildingId: 1, name: 'Estudio', maxDays: 6, paid: true, annual: false };
const types = [annual, study];
const balance: LeaveBalanceRow = {
  personnelId: 4,
  personnel: 'Emiliano Fernández',
  hiredOn: '2019-04-01',
  year: 2025,
  earned: 21,
  taken: 0,
  remaining: 21,
};
const filled: LicenseDraft = {
  ...emptyDraft(today),
  personnelId: '4',
  licenseTypeId: '1',
  startDate: '2026-12-14',
  endDate: '2026-12-26',
};

describe('license form', () => {
  it('starts today and asks for the person, the type and the end in the schema’s words', () => {
    expect(validate(emptyDraft(today), types)).toEqual({
      personnelId: 'Seleccione la persona.',
      licenseTypeId: 'Seleccione el tipo de licencia.',
      endDate: 'Seleccione la fecha de fin.',
    });
    expect(validate(filled, types)).toEqual({});
  });

  it('refuses an end before the start, and more days than the type admits, on the end', () => {
    expect(validate({ ...filled, endDate: '2026-12-01' }, types).endDate).toBe(
      'La licencia no puede terminar antes de empezar.',
    );
    expect(validate({ ...filled, licenseTypeId: '3', endDate: '2026-12-21' }, types).endDate).toBe(
      licenseMessages.tooManyDays('Estudio', 6, 8),
    );
    expect(validate({ ...filled, licenseTypeId: '3', endDate: '2026-12-19' }, types)).toEqual({});
  });

  it('sends numbers and the notes trimmed', () => {
    expect(toRequest({ ...filled, notes: ' Fin de año. ' })).toEqual({
      personnelId: 4,
      licenseTypeId: 1,
      startDate: '2026-12-14',
      endDate: '2026-12-26',
      notes: 'Fin de año.',
    });
  });

  it('counts what the dates take: calendar days, and for the annual leave the counted ones and the balance', () => {
    expect(calendarDays({ startDate: '2026-12-14', endDate: null })).toBeNull();
    expect(leaveTakeOf(filled, annual, [balance])).toEqual({
      days: 13,
      annual: { counted: 11, year: 2025, balance },
    });
    expect(leaveTakeOf(filled, study, [balance])).toEqual({ days: 13, annual: null });
    expect(leaveTakeOf({ ...filled, personnelId: '' }, annual, [balance])?.annual?.balance).toBeUndefined();
  });

  it('shows the server’s refusals on the field they are about, whatever the type and the days', () => {
    expect(refusedField(licenseMessages.tooManyDays('Sin goce de sueldo', 30, 45))).toBe('endDate');
    expect(refusedField(licenseMessages.overlapping)).toBe('startDate');
    expect(refusedField(licenseMessages.unlinkedPersonnel)).toBe('personnelId');
    expect(refusedField(licenseMessages.foreignLicenseType)).toBe('licenseTypeId');
    expect(refusedField(licenseMessages.noHireDate)).toBeUndefined();
  });

  it('says under the type what it admits', () => {
    expect(licenseTypeHint(study)).toBe('Hasta 6 días.');
    expect(licenseTypeHint(annual)).toContain('se descuenta del saldo');
    expect(licenseTypeHint({ ...study, maxDays: null })).toBe('Sin tope de días.');
  });
});
