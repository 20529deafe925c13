import type {
  Apartment,
  CommonArea,
  Employee,
  ModuleCatalogEntry,
  Option,
  Pantry,
  Parking,
  Resident,
  Role,
  Tower,
} from '@horizontal/domain';
import { ciFromBody } from '@horizontal/domain';

/** Story data of one complejo, Parque Batlle (id 1), with valid CIs; ids and numbers are fixed. */
export const BUILDING_ID = 1;

export const towers: Tower[] = [
  { id: 1, buildingId: BUILDING_ID, name: 'Torre A', floors: 8 },
  { id: 2, buildingId: BUILDING_ID, name: 'Torre B', floors: 6 },
];

export const unitTypes: Option[] = [
  { id: 1, name: 'Apartamento' },
  { id: 2, name: 'Local comercial' },
  { id: 3, name: 'Oficina' },
];

const unit = (
  id: number,
  towerId: number,
  number: string,
  floor: number,
  rooms: number,
  area: number,
  coefficient: number,
): Apartment => ({
  id,
  buildingId: BUILDING_ID,
  towerId,
  tower: towers.find((tower) => tower.id === towerId)?.name ?? null,
  unitTypeId: 1,
  number,
  floor,
  rooms,
  area,
  coefficient,
});

export const apartments: Apartment[] = [
  unit(1, 1, '101', 1, 3, 92.5, 6.25),
  unit(2, 1, '102', 1, 2, 64, 4.32),
  unit(3, 1, '201', 2, 3, 92.5, 6.25),
  unit(4, 2, '101', 1, 2, 78.25, 5.29),
  unit(5, 2, '302', 3, 1, 48, 3.24),
];

export const residents: Resident[] = [
  {
    id: 1,
    buildingId: BUILDING_ID,
    name: 'Lucía',
    lastName: 'Fernández',
    identity: ciFromBody('3216549'),
    email: 'lucia.fernandez@gmail.com',
    phone: '99123456',
    birthDate: '1979-06-14',
    status: 'activo',
    apartments: [{ id: 1, number: '101', tower: 'Torre A', relation: 'propietario' }],
  },
  {
    id: 2,
    buildingId: BUILDING_ID,
    name: 'Washington',
    lastName: 'Sosa',
    identity: ciFromBody('1890234'),
    email: '',
    phone: '24001234',
    birthDate: null,
    status: 'activo',
    apartments: [
      { id: 2, number: '102', tower: 'Torre A', relation: 'inquilino' },
      { id: 5, number: '302', tower: 'Torre B', relation: 'propietario' },
    ],
  },
  {
    id: 3,
    buildingId: BUILDING_ID,
    name: 'Camila',
    lastName: 'Pereira',
    identity: ciFromBody('5123876'),
    email: 'camila.pereira@outlook.com',
    phone: '98765432',
    birthDate: '1996-11-02',
    status: 'inactivo',
    apartments: [{ id: 4, number: '101', tower: 'Torre B', relation: 'familiar' }],
  },
];

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

export const buildingOptions: Option[] = [
  { id: BUILDING_ID, name: 'Complejo Parque Batlle' },
  { id: 2, name: 'Torres del Buceo' },
];

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

export const pantries: Pantry[] = [
  {
    id: 1,
    buildingId: BUILDING_ID,
    number: 'D1',
    description: 'Subsuelo, junto al ascensor',
    apartmentId: 1,
    apartment: '101',
  },
  { id: 2, buildingId: BUILDING_ID, number: 'D2', description: 'Subsuelo', apartmentId: null, apartment: null },
  { id: 3, buildingId: BUILDING_ID, number: 'D3', description: '', apartmentId: 4, apartment: '101' },
];

export const parkings: Parking[] = [
  { ...pantries[0]!, id: 1, number: 'E-12', description: 'Primer subsuelo', covered: true },
  {
    id: 2,
    buildingId: BUILDING_ID,
    number: 'E-13',
    description: '',
    apartmentId: null,
    apartment: null,
    covered: false,
  },
  {
    id: 3,
    buildingId: BUILDING_ID,
    number: 'E-14',
    description: 'Al fondo',
    apartmentId: 3,
    apartment: '201',
    covered: true,
  },
];

export const commonAreas: CommonArea[] = [
  {
    id: 1,
    buildingId: BUILDING_ID,
    name: 'Salón de fiestas',
    description: 'Hasta las 02:00. La limpieza corre por cuenta de quien reserva.',
    capacity: 60,
    price: 150_000,
    requiresApproval: true,
    status: 'activo',
    turns: [
      { id: 1, name: 'Mediodía', startTime: '12:00', endTime: '17:00' },
      { id: 2, name: 'Noche', startTime: '20:00', endTime: '23:59' },
    ],
  },
  {
    id: 2,
    buildingId: BUILDING_ID,
    name: 'Parrillero',
    description: '',
    capacity: 15,
    price: 45_050,
    requiresApproval: false,
    status: 'activo',
    turns: [{ id: 3, name: 'Todo el día', startTime: '10:00', endTime: '22:00' }],
  },
  {
    id: 3,
    buildingId: BUILDING_ID,
    name: 'Piscina',
    description: 'Cerrada de abril a noviembre.',
    capacity: 30,
    price: 0,
    requiresApproval: false,
    status: 'inactivo',
    turns: [{ id: 4, name: 'Tarde', startTime: '14:00', endTime: '19:00' }],
  },
];
