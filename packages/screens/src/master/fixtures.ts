import type {
  Building,
  BuildingOption,
  City,
  Company,
  Option,
  UserRole as Role,
  State,
  Tower,
  User,
} from '@horizontal/domain';
import { ciFromBody, rutFromBase } from '@horizontal/domain';

/** Story data with valid RUTs and CIs, until mocks/ has fixtures for these resources. */
export const companies: Company[] = [
  {
    id: 1,
    name: 'Administradora del Prado S.A.',
    rut: rutFromBase('21100342001'),
    email: 'contacto@delprado.com.uy',
    phone: '24871234',
    address: 'Av. Agraciada 3150, Montevideo',
    cityId: 1,
    planId: null,
    logo: null,
  },
  {
    id: 2,
    name: 'Gestión Horizontal Pocitos SRL',
    rut: rutFromBase('21456789001'),
    email: 'info@ghpocitos.com.uy',
    phone: '27094455',
    address: 'Benito Blanco 1020, Montevideo',
    cityId: 1,
    planId: null,
    logo: null,
  },
  {
    id: 3,
    name: 'Costa Este Administraciones',
    rut: rutFromBase('02123456001'),
    email: 'administracion@costaeste.uy',
    phone: '42490011',
    address: 'Calle 20 y 27, Punta del Este',
    cityId: 1,
    planId: null,
    logo: null,
  },
];

export const longCompany: Company = {
  id: 9,
  name: 'Administradora de Propiedad Horizontal del Prado, Pocitos, Punta Carretas y Carrasco Sociedad Anónima',
  rut: rutFromBase('21987654001'),
  email: 'departamento.de.administracion.de.complejos@administradoradelpradopocitos.com.uy',
  phone: '24009988',
  address: 'Avenida Doctor Luis Alberto de Herrera 1248, Torre 2, Oficina 1703, World Trade Center, Montevideo',
  cityId: 1,
  planId: null,
  logo: null,
};

export const states: State[] = [
  { id: 1, name: 'Montevideo', countryId: 1 },
  { id: 2, name: 'Canelones', countryId: 1 },
  { id: 3, name: 'Maldonado', countryId: 1 },
  { id: 4, name: 'Salto', countryId: 1 },
];

export const cities: City[] = [
  { id: 1, name: 'Montevideo', stateId: 1 },
  { id: 2, name: 'Ciudad de la Costa', stateId: 2 },
  { id: 3, name: 'Punta del Este', stateId: 3 },
  { id: 4, name: 'Salto', stateId: 4 },
];

export const companyOptions: Option[] = companies.map(({ id, name }) => ({ id, name }));

export const buildings: Building[] = [
  {
    id: 1,
    name: 'Complejo Parque Batlle',
    companyId: 1,
    address: 'Av. Italia 2450',
    cityId: 1,
    city: 'Montevideo',
    rut: '',
    phone: '',
    email: '',
  },
  {
    id: 2,
    name: 'Torres del Buceo',
    companyId: 1,
    address: 'Rambla O’Higgins 4880',
    cityId: 1,
    city: 'Montevideo',
    rut: '',
    phone: '',
    email: '',
  },
  {
    id: 3,
    name: 'Edificio Rambla Pocitos',
    companyId: 2,
    address: 'Rambla República del Perú 1015',
    cityId: 1,
    city: 'Montevideo',
    rut: '',
    phone: '',
    email: '',
  },
  {
    id: 4,
    name: 'Jardines de la Península',
    companyId: 3,
    address: 'Calle 24 esquina 29',
    cityId: 3,
    city: 'Punta del Este',
    rut: '',
    phone: '',
    email: '',
  },
];

export const buildingOptions: BuildingOption[] = buildings.map(({ id, name, companyId }) => ({ id, name, companyId }));

export const towers: Tower[] = [
  { id: 1, name: 'Torre A', buildingId: 1, floors: 8 },
  { id: 2, name: 'Torre B', buildingId: 1, floors: 8 },
  { id: 3, name: 'Torre C', buildingId: 1, floors: 8 },
];

export const roles: Role[] = [
  { id: 1, name: 'master', description: 'Usuario maestro' },
  { id: 2, name: 'administrador', description: 'Administrador de complejos' },
  { id: 3, name: 'portero', description: 'Portería' },
];

const roleOf = (id: number): Role => roles.find((role) => role.id === id)!;

export const users: User[] = [
  {
    id: 1,
    name: 'Lucía Fernández',
    identity: ciFromBody(1987654),
    email: 'maestro@horizontal.uy',
    phone: '99123456',
    roleId: 1,
    companyId: null,
    status: 'activo',
    role: roleOf(1),
    company: null,
    buildings: [],
  },
  {
    id: 2,
    name: 'Martín Rodríguez',
    identity: ciFromBody(3216549),
    email: 'admin@horizontal.uy',
    phone: '98765432',
    roleId: 2,
    companyId: 1,
    status: 'activo',
    role: roleOf(2),
    company: { id: 1, name: 'Administradora del Prado S.A.' },
    buildings: [
      { id: 1, name: 'Complejo Parque Batlle' },
      { id: 2, name: 'Torres del Buceo' },
    ],
  },
  {
    id: 3,
    name: 'Sofía Pereira',
    identity: ciFromBody(4567890),
    email: 'sofia.pereira@ghpocitos.com.uy',
    phone: '94556677',
    roleId: 3,
    companyId: 2,
    status: 'inactivo',
    role: roleOf(3),
    company: { id: 2, name: 'Gestión Horizontal Pocitos SRL' },
    buildings: [{ id: 3, name: 'Edificio Rambla Pocitos' }],
  },
];
