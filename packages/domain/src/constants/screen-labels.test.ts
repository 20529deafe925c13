import { describe, expect, it } from 'vitest';
import { moduleScreens } from '../demo/modules';
import { screenLabel } from './screen-labels';

describe('screenLabel', () => {
  it('names every screen of the catalog in people’s words', () => {
    for (const module of moduleScreens) {
      for (const screen of module.screens) expect(screenLabel(screen), screen).not.toContain('/');
    }
    expect(screenLabel('encomiendas/listado')).toBe('Encomiendas · Ver el listado');
    expect(screenLabel('residentes/apartamentos/asociar')).toBe('Residentes · Asociar apartamentos');
    expect(screenLabel('horario/licencias/listado')).toBe('Horario · Tipos de licencia');
  });

  it('keeps the route of a screen it does not know', () => {
    expect(screenLabel('inventario/listado')).toBe('inventario/listado');
  });
});
