import { personnelMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, maxDaysLabel, paidLabel, refusedField, toRequest, validate } from './license-type-form';

describe('license type form', () => {
  it('asks for the name in the schema’s words', () => {
    expect(validate(emptyDraft)).toEqual({ name: 'Ingrese el nombre del tipo de licencia.' });
  });

  it('sends the name trimmed and no top of days when none is typed', () => {
    const draft = { ...emptyDraft, name: ' Estudio ' };
    expect(toRequest(draft)).toEqual({ name: 'Estudio', maxDays: null, paid: true, annual: false });
    expect(toRequest({ ...draft, maxDays: '6', paid: false })).toEqual({
      name: 'Estudio',
      maxDays: 6,
      paid: false,
      annual: false,
    });
    expect(validate({ ...draft, maxDays: '400' }).maxDays).toMatch(/admite hasta 365/);
  });

  it('shows a name already used on the name field', () => {
    expect(refusedField(personnelMessages.licenseTypeTaken('Estudio'))).toBe('name');
    expect(refusedField(personnelMessages.licenseTypeInUse)).toBeUndefined();
  });

  it('says the top of days, or why there is none', () => {
    expect(maxDaysLabel({ maxDays: 6, annual: false })).toBe('6 días');
    expect(maxDaysLabel({ maxDays: 1, annual: false })).toBe('1 día');
    expect(maxDaysLabel({ maxDays: null, annual: false })).toBe('Sin tope');
    expect(maxDaysLabel({ maxDays: null, annual: true })).toBe('Según antigüedad');
    expect(paidLabel(true)).toBe('Con goce');
    expect(paidLabel(false)).toBe('Sin goce');
  });
});
