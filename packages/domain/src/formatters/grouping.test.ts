import { describe, expect, it } from 'vitest';
import { groupThousands } from './grouping';

describe('groupThousands', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['123', '123'],
    ['1234', '1.234'],
    ['123456', '123.456'],
    ['1234567', '1.234.567'],
    ['90071992547409', '90.071.992.547.409'],
  ])('%s → %s', (digits, grouped) => {
    expect(groupThousands(digits)).toBe(grouped);
  });

  it('takes another separator', () => {
    expect(groupThousands('1234567', ' ')).toBe('1 234 567');
  });
});
