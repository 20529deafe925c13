import { noticeMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { audienceOf, expiryOf } from '../notice-labels';
import { emptyDraft, NO_TOWER_PICKED, refusedField, toRequest, validate } from './notice-form';

const today = '2026-11-20';
const filled = { ...emptyDraft(today), title: ' Corte de agua ', text: ' Línea uno\nLínea dos ' };

describe('notice form', () => {
  it('starts today, for the whole complejo, and asks for the title and the text in the schema’s words', () => {
    expect(validate(emptyDraft(today))).toEqual({
      title: 'Ingrese el título de la noticia.',
      text: 'Escriba el texto de la noticia.',
    });
  });

  it('sends the ends trimmed, the lines kept, and no towers for the whole complejo', () => {
    expect(toRequest({ ...filled, towerIds: [2] })).toEqual({
      title: 'Corte de agua',
      text: 'Línea uno\nLínea dos',
      publishedOn: today,
      expiresOn: null,
      towerIds: [],
    });
    expect(toRequest({ ...filled, audience: 'some', towerIds: [3, 1] }).towerIds).toEqual([1, 3]);
  });

  it('refuses «Algunas torres» with none picked, and an expiry before the publication', () => {
    expect(validate({ ...filled, audience: 'some' })).toEqual({ towerIds: NO_TOWER_PICKED });
    expect(validate({ ...filled, expiresOn: '2026-11-19' })).toEqual({
      expiresOn: 'La noticia no puede vencer antes de publicarse.',
    });
    expect(validate({ ...filled, expiresOn: today })).toEqual({});
  });

  it('shows a tower of another complejo on the towers', () => {
    expect(refusedField(noticeMessages.foreignTower)).toBe('towerIds');
    expect(refusedField(noticeMessages.notFound)).toBeUndefined();
  });
});

describe('notice labels', () => {
  const towers = [
    { id: 1, name: 'Torre A' },
    { id: 2, name: 'Torre B' },
  ];

  it('names the audience, without guessing towers it does not know', () => {
    expect(audienceOf({ towerIds: [] }, towers)).toBe('Todo el complejo');
    expect(audienceOf({ towerIds: [2, 1] }, towers)).toBe('Torre A, Torre B');
    expect(audienceOf({ towerIds: [2] }, [])).toBe('Algunas torres');
  });

  it('is in force through its last day', () => {
    expect(expiryOf({ expiresOn: today }, today)).toBe('Vigente hasta 20/11/2026');
    expect(expiryOf({ expiresOn: '2026-11-19' }, today)).toBe('Vencida');
    expect(expiryOf({ expiresOn: null }, today)).toBe('');
  });
});
