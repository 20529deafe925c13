import { describe, expect, it } from 'vitest';
import { emptyDraft, toRequest, validate } from './assembly-form';

describe('assembly form', () => {
  it('asks for the title and the day in the schema’s words', () => {
    expect(validate(emptyDraft)).toEqual({
      title: 'Ingrese el título de la asamblea.',
      date: 'Seleccione la fecha de la asamblea.',
    });
  });

  it('sends the text trimmed and the time as hh:mm, or null without one', () => {
    const draft = { ...emptyDraft, title: ' Asamblea ordinaria ', date: '2026-04-15', place: ' Salón ' };
    expect(toRequest({ ...draft, time: { hours: 9, minutes: 5 } })).toEqual({
      title: 'Asamblea ordinaria',
      type: 'ordinaria',
      date: '2026-04-15',
      time: '09:05',
      place: 'Salón',
      description: '',
    });
    expect(toRequest(draft).time).toBeNull();
    expect(validate(draft)).toEqual({});
  });
});
