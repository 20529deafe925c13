import { describe, expect, it } from 'vitest';
import { matchesUnitSearch, unitLabel } from './unit-label';

describe('unitLabel', () => {
  it('names the unit with its tower', () => {
    expect(unitLabel({ tower: 'Torre A', number: '302' })).toBe('Torre A · 302');
  });

  it('names it by its number alone when it has no tower', () => {
    expect(unitLabel({ tower: null, number: '101' })).toBe('101');
    expect(unitLabel({ tower: '', number: '101' })).toBe('101');
  });
});

describe('matchesUnitSearch', () => {
  it.each([
    ['Torre B · 901', '901'],
    ['Torre B · 901', '90'],
    ['Torre B · 901', '01'],
    ['Torre B · 901', 'B 901'],
    ['Torre B · 901', 'B901'],
    ['Torre B · 901', 'b901'],
    ['Torre B · 901', '901 B'],
    ['Torre B · 901', '901b'],
    ['Torre B · 901', 'Torre B 901'],
    ['Torre B · 901', 'torre b · 901'],
    ['Torre B · 901', 'TORRE B · 9'],
    ['Torre B · 901', 'B · 901'],
    ['Torre B · 901', 'b-901'],
    ['Torre B · 901', '  b   901  '],
    ['Torre B · 901', 'torre'],
    ['Torre B · 901', 'tor b'],
    ['Torre B · 901', ''],
    ['Torre B · 901', ' · '],
    ['Torre Sur · 302', 'sur 302'],
    ['Torre Ñandú · 4B', 'nandu 4b'],
    ['Torre Ñandú · 4B', 'ÑANDÚ 4 b'],
    ['Torre Ñandú · 4B', '4b nandu'],
    ['Edificio Océano · 1203', 'oceano1203'],
    ['Torre 1 · 101', '1 101'],
    ['Torre 1 · 101', '101 1'],
    ['101', '101'],
    ['101', '10'],
    ['Torre A · 302 Martín Pérez', 'perez 302'],
  ])('finds «%s» by «%s»', (label, query) => {
    expect(matchesUnitSearch(label, query)).toBe(true);
  });

  it.each([
    ['Torre A · 901', 'B 901'],
    ['Torre A · 901', 'B901'],
    ['Torre B · 902', 'B 901'],
    ['Torre B · 901', '9011'],
    ['Torre B · 901', 'torre c'],
    ['Torre 2 · 101', '1 101'],
    ['Torre B · 901', 'b b 901'],
    ['101', 'A 101'],
    ['Torre Norte · 302', 'sur 302'],
  ])('does not find «%s» by «%s»', (label, query) => {
    expect(matchesUnitSearch(label, query)).toBe(false);
  });
});
