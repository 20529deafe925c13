import { type Attendance, assemblyMessages } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { changedRows, draftsOf, kindCounts, refusedUnit, sheetTally, validateSheet } from './attendance-draft';

const unit = (apartmentId: number, kind: Attendance['kind'], coefficient = 25): Attendance => ({
  apartmentId,
  apartment: `Torre A · ${100 + apartmentId}`,
  coefficient,
  kind,
  proxyHolder: kind === 'representada' ? 'Esc. Laura Méndez' : null,
  proxyApartmentId: null,
});

const units = [unit(1, 'presente', 30), unit(2, 'representada', 25), unit(3, 'ausente', 25), unit(4, 'ausente', 20)];
const saved = draftsOf(units);

describe('changedRows', () => {
  it('sends only the units that changed, trimmed, and no proxy for a unit that is not represented', () => {
    const drafts = saved.slice();
    drafts[2] = { kind: 'representada', proxyHolder: '  Ana Pérez ', proxyApartmentId: 1 };
    drafts[1] = { ...drafts[1]!, kind: 'ausente' };
    expect(changedRows(units, saved, drafts)).toEqual([
      { apartmentId: 2, kind: 'ausente', proxyHolder: '', proxyApartmentId: null },
      { apartmentId: 3, kind: 'representada', proxyHolder: 'Ana Pérez', proxyApartmentId: 1 },
    ]);
  });

  it('finds nothing to send when a change was undone or only spaces were added', () => {
    const drafts = saved.slice();
    drafts[1] = { ...drafts[1]!, proxyHolder: 'Esc. Laura Méndez  ' };
    expect(changedRows(units, saved, drafts)).toEqual([]);
  });
});

describe('validateSheet', () => {
  it('asks who holds the proxy of a represented unit, in the schema’s words', () => {
    const drafts = saved.slice();
    drafts[2] = { kind: 'representada', proxyHolder: ' ', proxyApartmentId: null };
    const problems = validateSheet(units, changedRows(units, saved, drafts), drafts);
    expect(problems.get(3)).toEqual({ proxyHolder: 'Indique quién tiene el poder de la unidad.' });
    expect(problems.size).toBe(1);
  });

  it('refuses a proxy held by a unit that is not present, as the server would', () => {
    const drafts = saved.slice();
    drafts[2] = { kind: 'representada', proxyHolder: 'Ana Pérez', proxyApartmentId: 4 };
    const problems = validateSheet(units, changedRows(units, saved, drafts), drafts);
    expect(problems.get(3)).toEqual({ proxyApartmentId: assemblyMessages.proxyNotPresent('Torre A · 103') });
  });
});

describe('refusedUnit', () => {
  it('finds the unit a refusal of the server names', () => {
    expect(refusedUnit(units, assemblyMessages.proxyNotPresent('Torre A · 102'))).toBe(2);
    expect(refusedUnit(units, assemblyMessages.attendanceCancelled)).toBeNull();
  });
});

describe('sheetTally and kindCounts', () => {
  it('counts present and represented units by heads and by coefficient', () => {
    expect(sheetTally(units, saved)).toEqual({
      total: { heads: 4, coefficient: 100 },
      present: { heads: 2, coefficient: 55 },
    });
    expect(kindCounts(saved)).toEqual({ presente: 1, representada: 1, ausente: 2 });
  });
});
