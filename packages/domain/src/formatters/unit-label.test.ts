import { describe, expect, it } from 'vitest';
import { unitLabel } from './unit-label';

describe('unitLabel', () => {
  it('names the unit with its tower', () => {
    expect(unitLabel({ tower: 'Torre A', number: '302' })).toBe('Torre A · 302');
  });

  it('names it by its number alone when it has no tower', () => {
    expect(unitLabel({ tower: null, number: '101' })).toBe('101');
    expect(unitLabel({ tower: '', number: '101' })).toBe('101');
  });
});
