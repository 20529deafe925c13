import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

const CompaniesListPage = lazyScreen(() => import('./pages/CompaniesListPage'));
const CompanyFormPage = lazyScreen(() => import('./pages/CompanyFormPage'));
const BuildingsListPage = lazyScreen(() => import('./pages/BuildingsListPage'));
const BuildingFormPage = lazyScreen(() => import('./pages/BuildingFormPage'));
const BuildingTowersPage = lazyScreen(() => import('./pages/BuildingTowersPage'));
const UsersListPage = lazyScreen(() => import('./pages/UsersListPage'));
const UserFormPage = lazyScreen(() => import('./pages/UserFormPage'));

/** Administradoras, complejos and usuarios: the master's whole menu; complejos is also the administrators'. */
export const masterModule: AppModule = {
  name: 'master',
  needsBuilding: false,
  routes: [
    // The master's top-level sections (SPEC §2) open on their lists.
    { path: '/administradoras', guard: 'signed-in', redirect: '/administradoras/listado' },
    { path: '/complejos', guard: 'signed-in', redirect: '/complejos/listado' },
    { path: '/usuarios', guard: 'signed-in', redirect: '/usuarios/listado' },
    {
      path: '/administradoras/listado',
      guard: 'functionality',
      screen: CompaniesListPage,
      menus: [{ menu: 'master', label: 'Administradoras', order: 1 }],
    },
    { path: '/administradoras/nuevo', guard: 'functionality', screen: CompanyFormPage },
    { path: '/administradoras/modificar', guard: 'functionality', screen: CompanyFormPage },
    {
      path: '/complejos/listado',
      guard: 'functionality',
      screen: BuildingsListPage,
      menus: [
        { menu: 'master', label: 'Complejos', order: 2 },
        { menu: 'configuration', label: 'Complejos', order: 3 },
      ],
    },
    { path: '/complejos/nuevo', guard: 'functionality', screen: BuildingFormPage },
    { path: '/complejos/modificar', guard: 'functionality', screen: BuildingFormPage },
    { path: '/complejos/torres', guard: 'functionality', screen: BuildingTowersPage },
    {
      path: '/usuarios/listado',
      guard: 'functionality',
      screen: UsersListPage,
      menus: [{ menu: 'master', label: 'Usuarios', order: 3 }],
    },
    { path: '/usuarios/nuevo', guard: 'functionality', screen: UserFormPage },
    { path: '/usuarios/modificar', guard: 'functionality', screen: UserFormPage },
  ],
};
