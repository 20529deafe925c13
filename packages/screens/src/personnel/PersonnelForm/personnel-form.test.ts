import { personnelMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { draftOf, HALF_WORKDAY, refusedField, toggleWorkday, toRequest, validate } from './personnel-form';

const filled = {
  ...draftOf(null),
  personnelTypeId: '1',
  name: ' Nicolás ',
  lastName: ' Rodríguez ',
  identity: '12345672',
  phone: '99123456',
  workdayStart: { hours: 8, minutes: 0 },
  workdayEnd: { hours: 16, minutes: 0 },
};

describe('personnel form', () => {
  it('starts from Monday to Friday, without hours', () => {
    expect(draftOf(null)).toMatchObject({ workdays: 'LMXJV', workdayStart: null, workdayEnd: null });
  });

  it('asks for the type, the name, the last name and the CI in the schema’s words', () => {
    expect(validate(draftOf(null))).toEqual({
      personnelTypeId: 'Seleccione el tipo de personal.',
      name: 'Ingrese el nombre.',
      lastName: 'Ingrese el apellido.',
      identity: 'Ingrese la cédula de identidad.',
    });
  });

  it('refuses a CI with a wrong check digit, and a workday that ends before it starts', () => {
    const problems = validate({
      ...filled,
      identity: '12345678',
      workdayEnd: { hours: 7, minutes: 0 },
    });
    expect(problems.identity).toMatch(/no es válida/);
    expect(problems.workdayEnd).toBe('La jornada debe terminar después de empezar.');
  });

  it('wants both hours of the workday or neither, and at least one day', () => {
    expect(validate({ ...filled, workdayEnd: null })).toEqual({ workdayEnd: HALF_WORKDAY.end });
    expect(validate({ ...filled, workdayStart: null })).toEqual({ workdayStart: HALF_WORKDAY.start });
    expect(validate({ ...filled, workdayStart: null, workdayEnd: null })).toEqual({});
    expect(validate({ ...filled, workdays: '' }).workdays).toBe('Seleccione al menos un día de trabajo.');
  });

  it('sends the text trimmed, the type as a number and the hours as hh:mm', () => {
    expect(toRequest(filled)).toEqual({
      personnelTypeId: 1,
      name: 'Nicolás',
      lastName: 'Rodríguez',
      identity: '12345672',
      phone: '99123456',
      email: '',
      workdayStart: '08:00',
      workdayEnd: '16:00',
      workdays: 'LMXJV',
    });
  });

  it('keeps the days in the week’s order whatever the order they are ticked', () => {
    expect(toggleWorkday('LMXJV', 'S', true)).toBe('LMXJVS');
    expect(toggleWorkday('SD', 'L', true)).toBe('LSD');
    expect(toggleWorkday('LMXJV', 'X', false)).toBe('LMJV');
  });

  it('shows a CI already on the staff on the CI field', () => {
    expect(refusedField(personnelMessages.identityTaken)).toBe('identity');
    expect(refusedField(personnelMessages.unknownType)).toBe('personnelTypeId');
    expect(refusedField(personnelMessages.notFound)).toBeUndefined();
  });
});
