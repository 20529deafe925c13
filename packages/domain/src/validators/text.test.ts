import { describe, expect, it } from 'vitest';
import { validateCharacterText } from './text';

const ALLOWED = 'Use solo letras, números, espacios, punto, paréntesis, guion bajo y guion.';

describe('validateCharacterText', () => {
  it.each([
    'Torre Norte',
    'Ñandú (2do. piso)',
    'ÁÉÍÓÚÜÑ áéíóúüñ',
    'Apto_101-B',
    'Pingüino 3',
    'Gu\u0308emes', // "ü" written as u plus a combining diaeresis
  ])('accepts %s', (text) => {
    expect(validateCharacterText(text)).toBeNull();
  });

  it('reports an empty field', () => {
    expect(validateCharacterText('')).toBe('Este campo es obligatorio.');
    expect(validateCharacterText('   ')).toBe('Este campo es obligatorio.');
  });

  it.each([
    ['Torre #1', '#'],
    ['Casa, jardín', ','],
    ['José/María', '/'],
    ['Café à', 'à'],
    ['Ok!', '!'],
    ['Ação', 'ç'],
  ])('names the offending character of %s', (text, character) => {
    expect(validateCharacterText(text)).toBe(`El carácter «${character}» no está permitido. ${ALLOWED}`);
  });

  it('describes invisible characters instead of printing them', () => {
    const message = `Hay un carácter invisible o un salto de línea no permitido. ${ALLOWED}`;
    expect(validateCharacterText('Línea\nnueva')).toBe(message);
    expect(validateCharacterText('Tab\taqui')).toBe(message);
    expect(validateCharacterText('Sin\u00a0corte')).toBe(message);
  });
});
