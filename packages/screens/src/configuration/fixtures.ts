import { ciFromBody, type Employee, type ModuleCatalogEntry, type Option, type Role } from '@horizontal/domain';
import { buildingOptions as demoBuildingOptions } from '../shared/stories/demo';

/*
 * Story rows the demo dataset does not have: it holds one profile (Portería) and one employee per administradora,
 * and its module catalog is the whole menu of the spec; these stories need two profiles over a small catalog and
 * staff in both states. The complejos are the demo's.
 */

export const moduleCatalog: ModuleCatalogEntry[] = [
  {
    id: 1,
    name: 'Complejo',
    route: '/complejo',
    functionalities: [
      { id: 11, name: 'Apartamentos', screen: 'apartamentos' },
      { id: 12, name: 'Residentes', screen: 'residentes' },
      { id: 13, name: 'Reservas', screen: 'reservas' },
    ],
  },
  {
    id: 2,
    name: 'Gastos Comunes',
    route: '/gastos-comunes',
    functionalities: [
      { id: 21, name: 'Gastos comunes', screen: 'gastoscomunes' },
      { id: 22, name: 'Cierres', screen: 'cierres' },
    ],
  },
  {
    id: 3,
    name: 'Portería',
    route: '/porteria',
    functionalities: [
      { id: 31, name: 'Encomiendas', screen: 'encomiendas' },
      { id: 32, name: 'Visitas', screen: 'visitas' },
    ],
  },
];

const modulesOf = (...ids: number[]) =>
  moduleCatalog.filter((entry) => ids.includes(entry.id)).map(({ id, name, route }) => ({ id, name, route }));
const functionalitiesOf = (...ids: number[]) =>
  moduleCatalog.flatMap((entry) => entry.functionalities).filter((functionality) => ids.includes(functionality.id));

export const roles: Role[] = [
  {
    id: 3,
    companyId: 1,
    name: 'porteria',
    description: 'Portero',
    modules: modulesOf(3),
    functionalities: functionalitiesOf(31, 32),
  },
  {
    id: 4,
    companyId: 1,
    name: 'contable',
    description: 'Encargada contable',
    modules: modulesOf(1, 2),
    functionalities: functionalitiesOf(11, 21, 22),
  },
];

/** The demo administradora's two complejos. */
export const buildingOptions: Option[] = demoBuildingOptions
  .filter((building) => building.companyId === 1)
  .map(({ id, name }) => ({ id, name }));

export const employees: Employee[] = [
  {
    id: 1,
    companyId: 1,
    userId: 11,
    name: 'Héctor Suárez',
    identity: ciFromBody('2345678'),
    email: 'hector.suarez@delprado.com.uy',
    phone: '99456123',
    position: 'Portero nocturno',
    hiredOn: '2019-03-01',
    roleId: 3,
    role: { id: 3, name: 'porteria', description: 'Portero' },
    buildings: [buildingOptions[0]!],
    status: 'activo',
  },
  {
    id: 2,
    companyId: 1,
    userId: 12,
    name: 'Graciela Romero',
    identity: ciFromBody('4102938'),
    email: 'graciela.romero@delprado.com.uy',
    phone: '98112233',
    position: 'Contadora',
    hiredOn: null,
    roleId: 4,
    role: { id: 4, name: 'contable', description: 'Encargada contable' },
    buildings: buildingOptions,
    status: 'activo',
  },
  {
    id: 3,
    companyId: 1,
    userId: 13,
    name: 'Bruno Díaz',
    identity: ciFromBody('4987123'),
    email: 'bruno.diaz@delprado.com.uy',
    phone: '91554433',
    position: '',
    hiredOn: null,
    roleId: 3,
    role: { id: 3, name: 'porteria', description: 'Portero' },
    buildings: [buildingOptions[1]!],
    status: 'inactivo',
  },
];
