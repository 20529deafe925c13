import { lazyScreen } from '../../routes/lazy-screen';
import { type AppModule, entityRoutes } from '../module';

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
    ...entityRoutes('/administradoras', { list: CompaniesListPage, form: CompanyFormPage }, [
      { menu: 'master', label: 'Administradoras', order: 1 },
    ]),
    ...entityRoutes('/complejos', { list: BuildingsListPage, form: BuildingFormPage }, [
      { menu: 'master', label: 'Complejos', order: 2 },
      { menu: 'configuration', label: 'Complejos', order: 3 },
    ]),
    { path: '/complejos/torres', guard: 'functionality', screen: BuildingTowersPage },
    ...entityRoutes('/usuarios', { list: UsersListPage, form: UserFormPage }, [
      { menu: 'master', label: 'Usuarios', order: 3 },
    ]),
  ],
};
