import { describe, expect, it } from 'vitest';
import { personnelFullName, personnelOptionLabel, workdayLabel, workdaysLabel } from './personnel-labels';

describe('workdaysLabel', () => {
  it('writes three days or more in a row as a span', () => {
    expect(workdaysLabel('LMXJV')).toBe('L a V');
    expect(workdaysLabel('LMXJVS')).toBe('L a S');
    expect(workdaysLabel('LMXJVSD')).toBe('L a D');
    expect(workdaysLabel('XJV')).toBe('X a V');
  });

  it('names two days, or days apart, one by one', () => {
    expect(workdaysLabel('SD')).toBe('S y D');
    expect(workdaysLabel('MJ')).toBe('M y J');
    expect(workdaysLabel('LXV')).toBe('L, X y V');
    expect(workdaysLabel('LMXS')).toBe('L a X y S');
    expect(workdaysLabel('J')).toBe('J');
    expect(workdaysLabel('')).toBe('');
  });
});

describe('workdayLabel', () => {
  it('says the hours and the days', () => {
    expect(workdayLabel({ workdayStart: '08:00', workdayEnd: '16:00', workdays: 'LMXJV' })).toBe(
      '08:00 a 16:00, L a V',
    );
  });

  it('leaves out what is not set', () => {
    expect(workdayLabel({ workdayStart: null, workdayEnd: null, workdays: 'SD' })).toBe('S y D');
    expect(workdayLabel({ workdayStart: null, workdayEnd: null, workdays: '' })).toBe('Sin jornada');
  });
});

describe('names', () => {
  it('joins the name and the last name, and adds the CI in a picker', () => {
    expect(personnelFullName({ name: 'Nicolás', lastName: 'Rodríguez' })).toBe('Nicolás Rodríguez');
    expect(personnelOptionLabel({ name: 'Nicolás', lastName: 'Rodríguez', identity: '30896954' })).toBe(
      'Nicolás Rodríguez (3.089.695-4)',
    );
  });
});
