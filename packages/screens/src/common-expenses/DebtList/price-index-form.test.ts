import { describe, expect, it } from 'vitest';
import { formatIndexValue, priceIndexRequest, validatePriceIndex, valueNotNumber } from './price-index-form';

const october = { year: 2026, month: 10 };

describe('the IPC month form', () => {
  it('asks for the month, the value and where it comes from', () => {
    expect(validatePriceIndex({ period: null, value: '', source: ' ' })).toEqual({
      period: 'Seleccione el mes del índice.',
      value: 'Ingrese el valor del índice.',
      source: 'Ingrese de dónde sale el valor (por ejemplo, la publicación del INE).',
    });
  });

  it('takes a comma or a point and up to four decimals, as the schema says', () => {
    expect(validatePriceIndex({ period: october, value: '118,2034', source: 'INE' })).toEqual({});
    expect(validatePriceIndex({ period: october, value: '118.20345', source: 'INE' }).value).toBe(
      'El índice admite hasta cuatro decimales.',
    );
    expect(validatePriceIndex({ period: october, value: 'ciento', source: 'INE' }).value).toBe(valueNotNumber);
    expect(validatePriceIndex({ period: october, value: '0', source: 'INE' }).value).toBe(
      'El valor del índice debe ser mayor que cero.',
    );
  });

  it('sends the month on the wire and the value as a number', () => {
    expect(priceIndexRequest({ period: october, value: '118,2034', source: ' INE, octubre ' })).toEqual({
      period: '2026-10',
      value: 118.2034,
      source: 'INE, octubre',
    });
  });

  it('writes the index with its decimals, as the INE does', () => {
    expect(formatIndexValue(118.2034)).toBe('118,2034');
    expect(formatIndexValue(115.768)).toBe('115,768');
    expect(formatIndexValue(1200)).toBe('1200,00');
  });
});
