import { describe, expect, it } from 'vitest';
import { printNote } from './print';

describe('printNote', () => {
  const day = new Date(2026, 10, 4, 23, 30);

  it('names whose page it is and the day it was printed, as dd/mm/yyyy', () => {
    expect(printNote('Complejo Parque Batlle', day)).toBe('Complejo Parque Batlle · Impreso el 04/11/2026');
  });

  it('says only the day when the page belongs to no one in particular (the master’s lists, a record)', () => {
    expect(printNote(undefined, day)).toBe('Impreso el 04/11/2026');
    expect(printNote('  ', day)).toBe('Impreso el 04/11/2026');
  });
});
