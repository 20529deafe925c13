import { describe, expect, it } from 'vitest';
import { sheetFileName } from './ListScreen';

describe('sheetFileName', () => {
  const day = new Date(2026, 10, 24);

  it('names the list, whose it is and the day, so that two complejos never share a file', () => {
    expect(sheetFileName('Apartamentos', 'Complejo Parque Batlle', day)).toBe(
      'Apartamentos - Complejo Parque Batlle - 24-11-2026',
    );
    expect(sheetFileName('Apartamentos', 'Torres del Buceo', day)).not.toBe(
      sheetFileName('Apartamentos', 'Complejo Parque Batlle', day),
    );
  });

  it('leaves out an owner it was not given, and what a file name may not hold', () => {
    expect(sheetFileName('Usuarios', undefined, day)).toBe('Usuarios - 24-11-2026');
    expect(sheetFileName('Empleados', 'Gestión A/B: Costa "Este"', day)).toBe(
      'Empleados - Gestión A B  Costa  Este - 24-11-2026',
    );
  });
});
