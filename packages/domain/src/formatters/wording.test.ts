import { describe, expect, it } from 'vitest';
import { compareSpanish, countNoun, sentence, theNamed } from './wording';

describe('theNamed', () => {
  it('drops the kind a name already says', () => {
    expect(theNamed('la torre', 'Torre A')).toBe('la Torre A');
    expect(theNamed('el complejo', 'Complejo Parque Batlle')).toBe('el Complejo Parque Batlle');
    expect(theNamed('del complejo', 'complejo Sur')).toBe('del complejo Sur');
    expect(theNamed('la administradora', 'Administradora del Prado S.A.')).toBe('la Administradora del Prado S.A.');
  });

  it('keeps the kind before a name that does not say it', () => {
    expect(theNamed('la torre', 'Norte')).toBe('la torre Norte');
    expect(theNamed('el complejo', 'Residencial Playa Brava')).toBe('el complejo Residencial Playa Brava');
    expect(theNamed('la torre', 'Torreón')).toBe('la torre Torreón');
    expect(theNamed('el área común', 'Área Común 2')).toBe('el Área Común 2');
  });
});

describe('sentence', () => {
  it('ends with a single stop', () => {
    expect(sentence('Se eliminó Gestión Costa Este S.R.L.')).toBe('Se eliminó Gestión Costa Este S.R.L.');
    expect(sentence('Se eliminó la torre Norte')).toBe('Se eliminó la torre Norte.');
    expect(sentence('¿Listo?')).toBe('¿Listo?');
  });
});

describe('compareSpanish', () => {
  it('sorts as a Spanish reader expects', () => {
    const cities = ['Paysandú', 'Ñangapiré', 'Artigas', 'Nueva Helvecia', 'Ávalos', 'Ombúes de Lavalle'];
    expect([...cities].sort(compareSpanish)).toEqual([
      'Artigas',
      'Ávalos',
      'Nueva Helvecia',
      'Ñangapiré',
      'Ombúes de Lavalle',
      'Paysandú',
    ]);
    expect(['Torre 10', 'Torre 9'].sort(compareSpanish)).toEqual(['Torre 9', 'Torre 10']);
  });
});

describe('countNoun', () => {
  it('is singular for one only', () => {
    expect([0, 1, 2, 12].map((count) => countNoun(count, 'unidad', 'unidades'))).toEqual([
      'unidades',
      'unidad',
      'unidades',
      'unidades',
    ]);
  });
});
