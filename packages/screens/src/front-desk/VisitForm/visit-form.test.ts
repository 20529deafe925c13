import { visitMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, refusedField, toRequest, type VisitDraft, validateWith } from './visit-form';

const today = '2026-11-20';
const now = () => '10:42';
const filled: VisitDraft = {
  ...emptyDraft(today),
  unit: { value: '25', label: 'Torre B · 101' },
  name: ' Lucía Techera ',
  identity: '12345672',
  plate: ' sbc 1234 ',
};

describe('toRequest', () => {
  it('registers a visit at the desk inside, at the clock’s time', () => {
    expect(toRequest(filled, today, now)).toEqual({
      apartmentId: 25,
      name: 'Lucía Techera',
      identity: '12345672',
      plate: 'SBC 1234',
      date: today,
      expectedTime: null,
      entryTime: '10:42',
    });
  });

  it('registers an announced visit, or one of another day, without an entry', () => {
    const announced = { ...filled, atDesk: false, expectedTime: { hours: 15, minutes: 0 } };
    expect(toRequest(announced, today, now)).toMatchObject({ expectedTime: '15:00', entryTime: null });
    expect(toRequest({ ...filled, date: '2026-11-21' }, today, now).entryTime).toBeNull();
  });
});

describe('validateWith', () => {
  const validate = validateWith(today);

  it('asks for the unit and the name in the schema’s words', () => {
    expect(validate(emptyDraft(today))).toEqual({
      unit: 'Seleccione el apartamento.',
      name: 'Ingrese el nombre de la visita.',
    });
  });

  it('refuses a CI with a wrong check digit and a date left empty', () => {
    const problems = validate({ ...filled, identity: '12345673', date: null });
    expect(problems.identity).toBeDefined();
    expect(problems.date).toBe('Seleccione la fecha de la visita.');
  });

  it('refuses a day gone by in the server’s words', () => {
    expect(validate({ ...filled, date: '2026-11-19' }).date).toBe(visitMessages.pastDate);
  });

  it('finds nothing wrong with a filled visit', () => {
    expect(validate(filled)).toEqual({});
  });
});

describe('refusedField', () => {
  it('shows a unit of another complejo on the unit', () => {
    expect(refusedField(visitMessages.foreignApartment)).toBe('unit');
    expect(refusedField(visitMessages.pastDate)).toBe('date');
    expect(refusedField(visitMessages.notFound)).toBeUndefined();
  });
});
