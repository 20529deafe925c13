import { describe, expect, it } from 'vitest';
import { maskCi, maskCurrency, maskDate, maskDigits, maskPhone, maskRut, maskTime } from './masks';

const typed = (mask: (raw: string, caret: number) => { text: string }, keys: string) => {
  let text = '';
  for (const key of keys) text = mask(text + key, text.length + 1).text;
  return text;
};

describe('maskCi', () => {
  it('formats as the digits arrive', () => {
    expect(typed(maskCi, '12345672')).toBe('1.234.567-2');
    expect(maskCi('1234', 4).text).toBe('123-4');
  });
  it('drops a ninth digit and anything that is not a digit', () => {
    expect(maskCi('1.234.567-29', 12).digits).toBe('12345672');
    expect(maskCi('a1b', 3).text).toBe('1');
  });
  it('keeps the caret after the same digit when separators move', () => {
    // Deleting the "4" of 1.234.567-2 with the caret after it.
    const result = maskCi('1.23.567-2', 4);
    expect(result.text).toBe('123.567-2');
    expect(result.caret).toBe(3);
  });
});

describe('maskRut', () => {
  it('groups 2, 6, 3 and 1 digits', () => {
    expect(typed(maskRut, '211003420017')).toBe('21 100342 001 7');
    expect(maskRut('2110', 4).text).toBe('21 10');
  });
});

describe('maskDigits', () => {
  it('keeps digits up to the maximum', () => {
    expect(maskDigits('09 91-23', 8, 8).text).toBe('099123');
    expect(maskDigits('123456789', 9, 8).text).toBe('12345678');
  });
});

describe('maskPhone', () => {
  it.each([
    ['099123456', '099 123 456', '99123456'],
    ['099 123 456', '099 123 456', '99123456'],
    ['099-123-456', '099 123 456', '99123456'],
    ['99123456', '099 123 456', '99123456'],
    ['+598 99 123 456', '099 123 456', '99123456'],
    ['+598 099 123 456', '099 123 456', '99123456'],
    ['24001234', '2400 1234', '24001234'],
    ['2400-1234', '2400 1234', '24001234'],
    ['+598 4249 0011', '4249 0011', '42490011'],
  ])('writes the valid «%s» as %s and keeps %s', (raw, text, digits) => {
    expect(maskPhone(raw, raw.length)).toEqual({ text, caret: text.length, digits });
  });

  it.each([
    ['0', '0'],
    ['0991', '099 1'],
    ['0991234', '099 123 4'],
    ['09912345', '099 123 45'],
    ['0991234567', '099 123 4567'],
    ['99123', '99 123'],
    ['2400', '2400'],
    ['240012', '2400 12'],
    ['240012345', '2400 12345'],
    ['+', '+'],
    ['+598', '+598'],
    ['+5989', '+598 9'],
    ['+5989912', '+598 99 12'],
    ['12345678', '12345678'],
    ['2400123a', '2400 123'],
  ])('groups the incomplete «%s» as %s and keeps what was typed', (raw, text) => {
    const masked = maskPhone(raw, raw.length);
    expect(masked.text).toBe(text);
    expect(masked.digits).toBe(text.replace(/ /g, ''));
  });

  it('never drops a digit too many', () => {
    expect(typed(maskPhone, '0991234567')).toBe('099 123 4567');
    expect(typed(maskPhone, '2400 12345')).toBe('2400 12345');
  });

  it('groups as the digits arrive', () => {
    expect(typed(maskPhone, '099123456')).toBe('099 123 456');
    expect(typed(maskPhone, '+59899123456')).toBe('099 123 456');
  });

  it('keeps the caret after the same digit when the spaces move', () => {
    // A 5 typed after the 4 of «099 124 56»: the caret follows the 5.
    const result = maskPhone('099 1245 56', 8);
    expect(result.text).toBe('099 124 556');
    expect(result.caret).toBe(9);
    // Deleting the 4 of «2400 1234» with the caret after it.
    const deleted = maskPhone('200 1234', 2);
    expect(deleted.text).toBe('2001 234');
    expect(deleted.caret).toBe(2);
  });
});

describe('maskDate', () => {
  it('adds the slashes while typing forward', () => {
    expect(typed(maskDate, '05032026')).toBe('05/03/2026');
    expect(maskDate('05', 2).text).toBe('05/');
  });
  it('lets a typed slash close a short segment', () => {
    expect(typed(maskDate, '5/3/2026')).toBe('5/3/2026');
  });
  it('does not add a separator while deleting, so Backspace works', () => {
    expect(maskDate('05', 2, false).text).toBe('05');
  });
  it('accepts dots and dashes as separators and stops at the year', () => {
    expect(maskDate('05-03-20261', 11).text).toBe('05/03/2026');
  });
});

describe('maskTime', () => {
  it('adds the colon and ignores extra digits', () => {
    expect(typed(maskTime, '09305')).toBe('09:30');
    expect(typed(maskTime, '9:05')).toBe('9:05');
  });
});

describe('maskCurrency', () => {
  it('groups thousands and keeps two decimals', () => {
    const result = maskCurrency('123456,789', 10);
    expect(result.text).toBe('$ 123.456,78');
    expect(result.cents).toBe(12345678);
  });
  it('reads typing key by key', () => {
    let text = '';
    for (const key of '1234,5') text = maskCurrency(text + key, text.length + 1).text;
    expect(text).toBe('$ 1.234,5');
    expect(maskCurrency(text, text.length).cents).toBe(123450);
  });
  it('takes a lone typed dot as the decimal comma', () => {
    const result = maskCurrency('$ 12.', 5, { typedDot: true });
    expect(result.text).toBe('$ 12,');
    expect(result.cents).toBe(1200);
  });
  it('regroups instead of reading a dot as decimals when it was not typed', () => {
    expect(maskCurrency('$ 1.2345', 8).text).toBe('$ 12.345');
  });
  it('is empty without digits and negative only when allowed', () => {
    expect(maskCurrency('$ ', 2).cents).toBeNull();
    expect(maskCurrency('-12', 3).cents).toBe(1200);
    expect(maskCurrency('-12', 3, { allowNegative: true }).text).toBe('-$ 12');
    expect(maskCurrency('-12', 3, { allowNegative: true }).cents).toBe(-1200);
  });
  it('writes a leading zero before a bare comma', () => {
    const result = maskCurrency(',5', 2);
    expect(result.text).toBe('$ 0,5');
    expect(result.cents).toBe(50);
    expect(result.caret).toBe(result.text.length);
  });
  it('drops leading zeros', () => {
    expect(maskCurrency('007', 3).text).toBe('$ 7');
  });
});
