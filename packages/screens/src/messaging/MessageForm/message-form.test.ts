import { messagingMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { type MessageDraft, NO_CATEGORY, refusedField, toRequest, validate } from './message-form';
import type { RecipientUnit } from './recipients';

const units: RecipientUnit[] = [
  { id: 1, name: 'Torre A · 101', tower: 'Torre A', residents: [{ id: 1, name: 'Ana', email: '' }] },
  { id: 2, name: 'Torre A · 102', tower: 'Torre A', residents: [] },
  { id: 3, name: 'Torre B · 101', tower: 'Torre B', residents: [{ id: 2, name: 'Luis', email: 'luis@correo.com.uy' }] },
];

const draft = (fields: Partial<MessageDraft> = {}): MessageDraft => ({
  category: '2',
  subject: '  Corte de agua  ',
  text: '  El jueves se corta el agua de 9 a 12.  ',
  audience: 'todos',
  towers: [],
  units: [],
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
    });
  });

  it('sends the units of the towers picked, or the units picked', () => {
    const byTower = toRequest(draft({ audience: 'torres', towers: [{ value: 'Torre A', label: 'Torre A' }] }), units);
    expect(byTower).toMatchObject({ toAll: false, apartmentIds: [1, 2] });
    const byUnit = toRequest(draft({ audience: 'unidades', units: [{ value: '3', label: 'Torre B · 101' }] }), units);
    expect(byUnit).toMatchObject({ toAll: false, apartmentIds: [3] });
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
  });

  it('says in the schema’s words what is missing, at the picker in view', () => {
    expect(validate(draft({ text: '   ', audience: 'torres' }), units)).toEqual({
      text: 'Escriba el mensaje.',
      towers: 'Elija a quién enviar el mensaje.',
    });
    expect(validate(draft({ audience: 'unidades' }), units)).toEqual({ units: 'Elija a quién enviar el mensaje.' });
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

  it('leaves «Todo el complejo» to the server while the units have not arrived', () => {
    expect(validate(draft(), null)).toEqual({});
  });
});

describe('refusedField', () => {
  it('puts the server’s «nobody to reach» on the picker in view, and the rest above the form', () => {
    expect(refusedField(messagingMessages.noRecipients, 'torres')).toBe('towers');
    expect(refusedField(messagingMessages.noRecipients, 'todos')).toBe('audience');
    expect(refusedField(messagingMessages.foreignParent, 'unidades')).toBeUndefined();
  });
});
