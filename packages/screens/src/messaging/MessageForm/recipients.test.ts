import type { AudienceUnit } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { type RecipientChoice, reachOf, reachSentence, towersOf, unitsReached } from './recipients';

const person = (id: number, hasEmail = true) => ({ id, name: `Vecino ${id}`, hasEmail });

const units: AudienceUnit[] = [
  { id: 1, name: 'Torre A · 101', tower: 'Torre A', residents: [person(1), person(2, false)] },
  { id: 2, name: 'Torre A · 102', tower: 'Torre A', residents: [person(3)] },
  // Resident 1 also owns a unit of Torre B: reached once whatever is picked.
  { id: 3, name: 'Torre B · 101', tower: 'Torre B', residents: [person(1), person(4, false)] },
  { id: 4, name: 'Torre B · 102', tower: 'Torre B', residents: [] },
  { id: 5, name: 'Torre 10 · 1', tower: 'Torre 10', residents: [person(5)] },
];

const all: RecipientChoice = { audience: 'todos', towers: [], unitIds: [], staffIds: [] };
const towers = (...names: string[]): RecipientChoice => ({ ...all, audience: 'torres', towers: names });
const picked = (...ids: number[]): RecipientChoice => ({ ...all, audience: 'unidades', unitIds: ids });
const staffOnly = (...ids: number[]): RecipientChoice => ({ ...all, audience: 'personal', staffIds: ids });

describe('towersOf', () => {
  it('lists each tower once, in the order a person reads them', () => {
    expect(towersOf(units)).toEqual(['Torre 10', 'Torre A', 'Torre B']);
    const numbered = ['Torre 10', 'Torre 2', 'Torre 1'].map((tower, id) => ({ id, name: tower, tower, residents: [] }));
    expect(towersOf(numbered)).toEqual(['Torre 1', 'Torre 2', 'Torre 10']);
  });

  it('has none in a complejo without towers', () => {
    expect(towersOf([{ id: 9, name: '101', tower: null, residents: [] }])).toEqual([]);
  });
});

describe('unitsReached', () => {
  it('is every unit, the units of the towers picked, or the units picked', () => {
    expect(unitsReached(units, all).map((unit) => unit.id)).toEqual([1, 2, 3, 4, 5]);
    expect(unitsReached(units, towers('Torre B')).map((unit) => unit.id)).toEqual([3, 4]);
    expect(unitsReached(units, picked(5, 2)).map((unit) => unit.id)).toEqual([2, 5]);
    expect(unitsReached(units, towers())).toEqual([]);
  });

  it('is none for a message to the staff alone', () => {
    expect(unitsReached(units, staffOnly(7))).toEqual([]);
  });
});

describe('reachOf', () => {
  it('counts each resident once, and those without an e-mail address', () => {
    expect(reachOf(units, all)).toEqual({ people: 5, withoutEmail: 2, units: 5, staff: 0 });
    expect(reachOf(units, towers('Torre A', 'Torre B'))).toEqual({ people: 4, withoutEmail: 2, units: 4, staff: 0 });
    expect(reachOf(units, picked(1, 3))).toEqual({ people: 3, withoutEmail: 2, units: 2, staff: 0 });
    expect(reachOf(units, picked(4))).toEqual({ people: 0, withoutEmail: 0, units: 1, staff: 0 });
  });

  it('counts the colleagues picked, and no resident for the staff alone', () => {
    expect(reachOf(units, { ...all, staffIds: [7, 8] })).toEqual({ people: 5, withoutEmail: 2, units: 5, staff: 2 });
    expect(reachOf(units, staffOnly(7))).toEqual({ people: 0, withoutEmail: 0, units: 0, staff: 1 });
  });
});

describe('reachSentence', () => {
  const say = (choice: RecipientChoice) => reachSentence(reachOf(units, choice), choice);

  it('says how many people it reaches and how many no e-mail will reach', () => {
    expect(say(all)).toBe(
      'Llega a 5 personas de 5 unidades. 2 no tienen correo electrónico: no les llegará por correo.',
    );
    expect(say(picked(1))).toBe(
      'Llega a 2 personas de 1 unidad. 1 no tiene correo electrónico: no le llegará por correo.',
    );
    expect(say(picked(2, 5))).toBe('Llega a 2 personas de 2 unidades. Todas tienen correo electrónico.');
    expect(say(picked(2))).toBe('Llega a 1 persona de 1 unidad. Tiene correo electrónico.');
  });

  it('asks for a pick before there is one, and says when nobody lives in what was picked', () => {
    expect(say(towers())).toBe('Elija una o más torres para ver a cuántas personas llega.');
    expect(say(picked())).toBe('Elija una o más unidades para ver a cuántas personas llega.');
    expect(say(picked(4))).toBe('Esa unidad no tiene residentes activos.');
    expect(reachSentence({ people: 0, withoutEmail: 0, units: 0, staff: 0 }, all)).toBe(
      'El complejo no tiene residentes activos a quienes escribir.',
    );
  });

  it('groups thousands as Uruguay writes them', () => {
    expect(reachSentence({ people: 1500, withoutEmail: 1200, units: 1100, staff: 0 }, all)).toBe(
      'Llega a 1.500 personas de 1.100 unidades. 1.200 no tienen correo electrónico: no les llegará por correo.',
    );
    expect(reachSentence({ people: 0, withoutEmail: 0, units: 0, staff: 1200 }, staffOnly(1))).toBe(
      'Llega a 1.200 personas del personal.',
    );
    expect(reachSentence({ people: 1, withoutEmail: 0, units: 1, staff: 1200 }, picked(2))).toBe(
      'Llega a 1 persona de 1 unidad. Tiene correo electrónico. También llega a 1.200 personas del personal.',
    );
  });

  it('asks for colleagues before any is picked for the staff alone, then says how many it reaches', () => {
    expect(say(staffOnly())).toBe('Elija a las personas del personal que lo recibirán.');
    expect(say(staffOnly(7))).toBe('Llega a 1 persona del personal.');
    expect(say(staffOnly(7, 8, 9))).toBe('Llega a 3 personas del personal.');
  });

  it('adds the colleagues picked besides after the residents’ sentence, whatever it says', () => {
    expect(say({ ...picked(2), staffIds: [7] })).toBe(
      'Llega a 1 persona de 1 unidad. Tiene correo electrónico. También llega a 1 persona del personal.',
    );
    expect(say({ ...all, staffIds: [7, 8] })).toBe(
      'Llega a 5 personas de 5 unidades. 2 no tienen correo electrónico: no les llegará por correo. También llega a 2 personas del personal.',
    );
    expect(say({ ...towers(), staffIds: [7] })).toBe(
      'Elija una o más torres para ver a cuántas personas llega. También llega a 1 persona del personal.',
    );
    expect(say({ ...picked(4), staffIds: [7, 8] })).toBe(
      'Esa unidad no tiene residentes activos. También llega a 2 personas del personal.',
    );
  });
});
