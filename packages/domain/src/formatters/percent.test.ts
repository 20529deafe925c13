import { describe, expect, it } from 'vitest';
import { formatCoefficient, formatShare } from './percent';

describe('percent formatters', () => {
  it('write a coefficient with four decimals and a share with one, the es-UY way', () => {
    expect(formatCoefficient(85.9136)).toBe('85,9136 %');
    expect(formatCoefficient(100)).toBe('100,0000 %');
    expect(formatShare(41, 48)).toBe('85,4 %');
    expect(formatShare(0, 0)).toBe('0,0 %');
  });
});
