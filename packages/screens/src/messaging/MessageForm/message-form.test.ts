import { type AudienceUnit, messagingMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { type MessageDraft, NO_CATEGORY, refusedField, toRequest, validate } from './message-form';

const units: AudienceUnit[] = [
  { id: 1, name: 'Torre A · 101', tower: 'Torre A', residents: [{ id: 1, name: 'Ana', hasEmail: false }] },
  { id: 2, name: 'Torre A · 102', tower: 'Torre A', residents: [] },
  { id: 3, name: 'Torre B · 101', tower: 'Torre B', residents: [{ id: 2, name: 'Luis', hasEmail: true }] },
];

/** A colleague picked in «Personal»: their user's id as text. */
const colleague = { value: '40', label: 'Lucía Fernández · Contadora' };

const draft = (fields: Partial<MessageDraft> = {}): MessageDraft => ({
  category: '2',
  subject: '  Corte de agua  ',
  text: '  El jueves se corta el agua de 9 a 12.  ',
  audience: 'todos',
  towers: [],
  units: [],
  staff: [],
  ...fields,
});

describe('toRequest', () => {
  it('sends the whole complejo with no units, the text trimmed', () => {
    expect(toRequest(draft(), units)).toEqual({
      messageParentId: null,
      categoryId: 2,
      subject: 'Corte de agua',
      text: 'El jueves se corta el agua de 9 a 12.',
      toAll: true,
      apartmentIds: [],
      residentIds: [],
      userIds: [],
    });
  });

  it('sends the units of the towers picked, or the units picked', () => {
    const byTower = toRequest(draft({ audience: 'torres', towers: [{ value: 'Torre A', label: 'Torre A' }] }), units);
    expect(byTower).toMatchObject({ toAll: false, apartmentIds: [1, 2] });
    const byUnit = toRequest(draft({ audience: 'unidades', units: [{ value: '3', label: 'Torre B · 101' }] }), units);
    expect(byUnit).toMatchObject({ toAll: false, apartmentIds: [3] });
  });

  it('sends the colleagues picked as users’ ids, and no resident for the staff alone', () => {
    expect(toRequest(draft({ staff: [colleague] }), units)).toMatchObject({ toAll: true, userIds: [40] });
    expect(toRequest(draft({ audience: 'personal', staff: [colleague] }), units)).toMatchObject({
      toAll: false,
      apartmentIds: [],
      residentIds: [],
      userIds: [40],
    });
    // Units picked before switching to the staff alone are not sent.
    const switched = draft({
      audience: 'personal',
      units: [{ value: '3', label: 'Torre B · 101' }],
      staff: [colleague],
    });
    expect(toRequest(switched, units)).toMatchObject({ toAll: false, apartmentIds: [], userIds: [40] });
  });

  it('sends no category when none was chosen', () => {
    expect(toRequest(draft({ category: NO_CATEGORY }), units).categoryId).toBeNull();
  });
});

describe('validate', () => {
  it('accepts a message with text and someone to reach', () => {
    expect(validate(draft(), units)).toEqual({});
    expect(validate(draft({ audience: 'unidades', units: [{ value: '1', label: 'Torre A · 101' }] }), units)).toEqual(
      {},
    );
    expect(validate(draft({ audience: 'personal', staff: [colleague] }), units)).toEqual({});
  });

  it('says in the schema’s words what is missing, at the picker in view', () => {
    expect(validate(draft({ text: '   ', audience: 'torres' }), units)).toEqual({
      text: 'Escriba el mensaje.',
      towers: 'Elija a quién enviar el mensaje.',
    });
    expect(validate(draft({ audience: 'unidades' }), units)).toEqual({ units: 'Elija a quién enviar el mensaje.' });
    expect(validate(draft({ audience: 'personal' }), units)).toEqual({ staff: 'Elija a quién enviar el mensaje.' });
    expect(validate(draft({ subject: 'x'.repeat(161) }), units)).toEqual({
      subject: 'El texto admite hasta 160 caracteres.',
    });
  });

  it('refuses, in the server’s words, units where nobody lives', () => {
    expect(validate(draft({ audience: 'unidades', units: [{ value: '2', label: 'Torre A · 102' }] }), units)).toEqual({
      units: messagingMessages.noRecipients,
    });
    expect(validate(draft(), [])).toEqual({ audience: messagingMessages.noRecipients });
  });

  it('takes units where nobody lives, or a complejo without residents, when a colleague gets it', () => {
    const empty = { audience: 'unidades' as const, units: [{ value: '2', label: 'Torre A · 102' }] };
    expect(validate(draft({ ...empty, staff: [colleague] }), units)).toEqual({});
    expect(validate(draft({ staff: [colleague] }), [])).toEqual({});
  });

  it('asks for towers or units picked even with a colleague picked: to them alone is «Solo al personal»', () => {
    expect(validate(draft({ audience: 'torres', staff: [colleague] }), units)).toEqual({
      towers: 'Elija a quién enviar el mensaje.',
    });
    expect(validate(draft({ audience: 'unidades', staff: [colleague] }), units)).toEqual({
      units: 'Elija a quién enviar el mensaje.',
    });
  });

  it('leaves «Todo el complejo» to the server while the units have not arrived', () => {
    expect(validate(draft(), null)).toEqual({});
  });
});

describe('refusedField', () => {
  it('puts the server’s «nobody to reach» on the picker in view, and the rest above the form', () => {
    expect(refusedField(messagingMessages.noRecipients, 'torres')).toBe('towers');
    expect(refusedField(messagingMessages.noRecipients, 'todos')).toBe('audience');
    expect(refusedField(messagingMessages.noRecipients, 'personal')).toBe('staff');
    expect(refusedField(messagingMessages.foreignParent, 'unidades')).toBeUndefined();
  });
});
