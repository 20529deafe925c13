import { roleNames } from '../entities/session';
import { rutFromBase } from '../validators/rut';
import { moduleScreens, screensOfRoutes } from './modules';
import type { DemoBuilding, DemoCompany, DemoEmployee, DemoLogin, DemoRole, DemoTower, DemoUser } from './types';

/**
 * Two administradoras: the demo one, with two complejos, and a second one whose data the demo administrator must
 * never see (the tenant-isolation tests sign in as both).
 */
export const demoCompanies = (): DemoCompany[] => [
  {
    id: 1,
    name: 'Administradora del Prado S.A.',
    rut: '217654320011',
    email: 'contacto@delprado.com.uy',
    phone: '24871234',
    address: 'Av. Agraciada 3150',
    city: 'Montevideo',
    plan: 'Profesional',
  },
  {
    id: 2,
    name: 'Gestión Costa Este S.R.L.',
    rut: '214567890018',
    email: 'info@costaeste.com.uy',
    phone: '42490011',
    address: 'Av. Gorlero 930',
    city: 'Punta del Este',
    plan: 'Básico',
  },
];

export const demoBuildings = (): DemoBuilding[] => [
  {
    id: 1,
    companyId: 1,
    name: 'Complejo Parque Batlle',
    address: 'Av. Italia 2450',
    city: 'Montevideo',
    rut: '',
    phone: '',
    email: '',
  },
  {
    id: 2,
    companyId: 1,
    name: 'Torres del Buceo',
    address: 'Rambla Armenia 1650',
    city: 'Montevideo',
    rut: rutFromBase('21634519001'),
    phone: '26287733',
    email: 'buceo@delprado.com.uy',
  },
  {
    id: 3,
    companyId: 2,
    name: 'Residencial Playa Brava',
    address: 'Calle 20 y 28',
    city: 'Punta del Este',
    rut: '',
    phone: '42490022',
    email: 'playabrava@costaeste.com.uy',
  },
];

export const demoTowers = (): DemoTower[] => [
  { id: 1, buildingId: 1, name: 'Torre A', floors: 6 },
  { id: 2, buildingId: 1, name: 'Torre B', floors: 6 },
  { id: 3, buildingId: 2, name: 'Torre Norte', floors: 6 },
  { id: 4, buildingId: 2, name: 'Torre Sur', floors: 6 },
  { id: 5, buildingId: 3, name: 'Bloque único', floors: 6 },
];

const everyRoute = moduleScreens.map((module) => module.route);

/** master and administrador are global; the front desk's profile belongs to the demo administradora. */
export const demoRoles = (): DemoRole[] => [
  { id: 1, companyId: null, name: roleNames.master, description: 'Usuario maestro', moduleRoutes: [], screens: [] },
  {
    id: 2,
    companyId: null,
    name: roleNames.administrator,
    description: 'Administrador de complejos',
    moduleRoutes: [...everyRoute],
    screens: screensOfRoutes(everyRoute),
  },
  {
    id: 3,
    companyId: 1,
    name: 'porteria',
    description: 'Portería',
    moduleRoutes: ['/porteria'],
    screens: screensOfRoutes(['/porteria']),
  },
];

export const demoUsers = (): DemoUser[] => [
  {
    id: 1,
    companyId: null,
    roleId: 1,
    name: 'Lucía Fernández',
    email: 'maestro@horizontal.uy',
    identity: '19876547',
    phone: '99123456',
    password: 'Maestro#2026',
    status: 'activo',
    buildingIds: [],
  },
  {
    id: 2,
    companyId: 1,
    roleId: 2,
    name: 'Martín Rodríguez',
    email: 'admin@horizontal.uy',
    identity: '32165498',
    phone: '98765432',
    password: 'Admin#2026',
    status: 'activo',
    buildingIds: [1],
  },
  {
    id: 3,
    companyId: 1,
    roleId: 3,
    name: 'Jorge Cabrera',
    email: 'porteria@horizontal.uy',
    identity: '41234563',
    phone: '94556677',
    password: 'Porteria#2026',
    status: 'activo',
    buildingIds: [1],
  },
  {
    id: 4,
    companyId: 2,
    roleId: 2,
    name: 'Carolina Pereira',
    email: 'admin@costaeste.com.uy',
    identity: '38765430',
    phone: '94555123',
    password: 'Costa#2026',
    status: 'activo',
    buildingIds: [3],
  },
];

/** The front-desk login is also the demo administradora's employee. */
export const demoEmployees = (): DemoEmployee[] => [
  { id: 1, userId: 3, companyId: 1, position: 'Portero', hiredOn: '2019-03-01' },
];

const loginOf = (role: string, userId: number): DemoLogin => {
  const user = demoUsers().find((candidate) => candidate.id === userId)!;
  return { role, email: user.email, password: user.password };
};

/** The logins printed at start-up, in the order the server tests take them: master, admin, admin B, desk. */
export const demoLogins: readonly [DemoLogin, DemoLogin, DemoLogin, DemoLogin] = [
  loginOf('Usuario maestro', 1),
  loginOf('Administrador', 2),
  loginOf('Administrador B', 4),
  loginOf('Portería', 3),
];
