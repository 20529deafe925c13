import type { ModuleCatalogEntry } from '@horizontal/domain';
import { describe, expect, it } from 'vitest';
import { availableCatalog } from './available-catalog';

const catalog: ModuleCatalogEntry[] = [
  {
    id: 1,
    name: 'Complejo',
    route: '/complejo',
    functionalities: [
      { id: 10, name: 'Listado de residentes', screen: 'residentes/listado' },
      { id: 11, name: 'Listado de votaciones', screen: 'votaciones/listado' },
    ],
  },
  {
    id: 2,
    name: 'Asambleas',
    route: '/asambleas',
    functionalities: [{ id: 20, name: 'Listado de asambleas', screen: 'asambleas/listado' }],
  },
];

describe('the catalog a profile is given from (issue #30, item 9)', () => {
  it('keeps only the screens the app has, and drops a module left with none', () => {
    expect(availableCatalog(catalog, new Set(['/residentes/listado', '/apartamentos/listado']))).toEqual([
      { ...catalog[0], functionalities: [catalog[0]!.functionalities[0]] },
    ]);
  });

  it('offers nothing when the app has none of the screens', () => {
    expect(availableCatalog(catalog, new Set())).toEqual([]);
  });
});
