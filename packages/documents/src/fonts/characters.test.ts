import { describe, expect, it } from 'vitest';
import { printable } from './characters';

describe('printable', () => {
  it('keeps Spanish and the Latin letters of names as they are', () => {
    expect(printable('¿Ñoño Güemes «Ávila»? ¡Sí! Łukasz Dvořák — 1.234,56 €')).toBe(
      '¿Ñoño Güemes «Ávila»? ¡Sí! Łukasz Dvořák — 1.234,56 €',
    );
  });

  it('joins an accent typed apart to its letter', () => {
    expect(printable('Jose\u0301 Pen\u0303a')).toBe('José Peña');
  });

  it('writes a letter the fonts lack without its accents, and anything else as «?»', () => {
    expect(printable('Nguyễn Thị')).toBe('Nguyen Thi');
    expect(printable('王 😀')).toBe('? ?');
  });

  it('turns line ends and tabs into spaces and drops invisible characters', () => {
    expect(printable('Av. Italia\n3456\tMontevideo\u200b\ufeff')).toBe('Av. Italia 3456 Montevideo');
  });
});
