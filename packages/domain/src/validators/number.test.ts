import { describe, expect, it } from 'vitest';
import { validateNumber } from './number';

describe('validateNumber', () => {
  it('accepts digits only', () => {
    expect(validateNumber('0')).toBeNull();
    expect(validateNumber('0123456789')).toBeNull();
  });

  it('reports an empty field', () => {
    expect(validateNumber('')).toBe('Este campo es obligatorio.');
    expect(validateNumber(' ')).toBe('Este campo es obligatorio.');
  });

  it.each(['1.5', '1,5', '-3', '+3', '1 2', '12a', '١٢'])('rejects %s', (value) => {
    expect(validateNumber(value)).toBe('Solo se admiten números, sin puntos, comas, signos ni espacios.');
  });
});
